import sharp, { type Sharp } from 'sharp';
import type { ImageType } from './sniff.ts';

/**
 * Decodes an uploaded image and encodes its pixels afresh, so what is stored and served is nothing but pixels:
 * no EXIF (a phone photo's GPS position, camera, time), no XMP or ICC, no PNG text chunks, no GIF comments, no
 * bytes after the image, and no header that doubles as a script (a GIF/JS polyglot's header is rewritten). sharp
 * writes no metadata unless asked (we never call keepMetadata/withMetadata).
 *
 * Animated GIF and WebP keep their animation (all frames are decoded and re-encoded; a screen recording can be the
 * clearest bug report), bounded by MAX_PIXELS over all frames together, which also refuses decompression bombs.
 * A JPEG is turned upright by its EXIF orientation first, since the orientation tag goes with the rest.
 */
export const MAX_PIXELS = 50_000_000;

const SHARP_FORMAT: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export type Reencoded = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

function encode(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.rotate().jpeg({ quality: 88 }); // libjpeg-turbo: mozjpeg took 1.6 s for a 3-megapixel photo
    case 'image/png':
      return image.png({ compressionLevel: 8 });
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 88 });
  }
}

/** The image re-encoded in its own format, or why it cannot be: it does not decode as that type, or is too big. */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Reencoded> {
  const animated = type === 'image/gif' || type === 'image/webp';
  // failOn 'error': a truncated or corrupt image is refused rather than half-decoded into grey.
  const options = { animated, failOn: 'error', limitInputPixels: MAX_PIXELS, sequentialRead: true } as const;
  try {
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const metadata = await sharp(input, options).metadata();
    if (metadata.format !== SHARP_FORMAT[type]) return { ok: false, reason: 'not-an-image' };
    const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) * (metadata.pages ?? 1);
    if (pixels > MAX_PIXELS) return { ok: false, reason: 'too-many-pixels' };
    const output = await encode(sharp(input, options), type).toBuffer();
    return { ok: true, bytes: new Uint8Array(output.buffer.slice(output.byteOffset, output.byteOffset + output.byteLength)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, reason: /pixel limit/i.test(message) ? 'too-many-pixels' : 'not-an-image' };
  }
}
