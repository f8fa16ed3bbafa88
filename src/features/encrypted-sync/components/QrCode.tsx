import { useQrDrawing } from '@/components/ui/use-qr-drawing';

/** The link code's QR code (src/components/ui/use-qr-drawing.ts draws it). Null when the text does not fit. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const drawing = useQrDrawing(text);
  if (drawing === null) return null;
  return (
    <svg className="e2e-qr" role="img" aria-label={label} viewBox={`0 0 ${drawing.box} ${drawing.box}`} shapeRendering="crispEdges">
      <rect width={drawing.box} height={drawing.box} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
