import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as an SVG path by React from the library's module matrix: no HTML string is injected, so it
 * works under the strict Content-Security-Policy and prints sharply. Null when the text does not fit.
 */
export function QrCodeSvg({ text, label }: { text: string; label: string }) {
  const drawing = useMemo(() => {
    try {
      const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
      const size = modules.size;
      let path = '';
      for (let row = 0; row < size; row += 1) {
        for (let column = 0; column < size; column += 1) {
          if (modules.get(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
        }
      }
      return { path, box: size + 8 };
    } catch (error) {
      console.warn('Could not draw the QR code', error);
      return null;
    }
  }, [text]);
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
