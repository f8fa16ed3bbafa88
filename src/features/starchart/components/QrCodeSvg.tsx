import { useQrDrawing } from '@/components/ui/use-qr-drawing';

/** A QR code in Star Chart's frame (src/components/ui/use-qr-drawing.ts draws it). Null when the text does not fit. */
export function QrCodeSvg({ text, label }: { text: string; label: string }) {
  const drawing = useQrDrawing(text);
  if (!drawing) return null;
  return (
    <div className="sc-qr">
      <svg role="img" aria-label={label} viewBox={`0 0 ${drawing.box} ${drawing.box}`} shapeRendering="crispEdges">
        <rect width={drawing.box} height={drawing.box} fill="#ffffff" />
        <path d={drawing.path} fill="#000000" />
      </svg>
    </div>
  );
}
