import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as an SVG path from the library's module matrix, as Star Chart draws its own (features do not
 * import each other): no HTML string is injected, so it works under the strict Content-Security-Policy.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const drawing = useMemo(() => {
    try {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      let path = '';
      for (let row = 0; row < modules.size; row += 1) {
        for (let column = 0; column < modules.size; column += 1) {
          if (modules.get(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
        }
      }
      return { path, box: modules.size + 8 };
    } catch (error) {
      console.warn('Could not draw the QR code', error);
      return null;
    }
  }, [text]);
  if (drawing === null) return null;
  return (
    <svg className="e2e-qr" role="img" aria-label={label} viewBox={`0 0 ${drawing.box} ${drawing.box}`} shapeRendering="crispEdges">
      <rect width={drawing.box} height={drawing.box} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
