import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code as one SVG path from the library's module matrix, with a four-module quiet zone: drawn by React, no HTML
 * string injected, so it works under the strict Content-Security-Policy and prints sharply. Null when the text does
 * not fit a QR code.
 */
export function useQrDrawing(text: string): { path: string; box: number } | null {
  return useMemo(() => {
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
}
