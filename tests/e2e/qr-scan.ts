import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from '@playwright/test';

/**
 * Reads a QR code on screen as a phone's camera would: a screenshot of the element, decoded by jsQR. Fails when the
 * picture holds no readable code, so a test cannot pass on a drawing that only looks like one.
 */
export async function scanQrCode(qr: Locator): Promise<string> {
  const image = PNG.sync.read(await qr.screenshot());
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('No readable QR code in the screenshot');
  return found.data;
}
