/**
 * Decides what an uploaded file really is from its bytes, not from its name or declared type, and accepts only
 * well-formed JPEG, PNG, GIF and WebP images. Beyond the signature it checks that the container ends where the
 * format says it ends (a PNG's IEND, a GIF's trailer, a JPEG's end-of-image marker, a WebP's RIFF length), which
 * refuses the usual polyglots (an image with a script or an HTML page appended), and it refuses files carrying
 * HTML or SVG markup anywhere (a browser that ignored the content type would run it).
 */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

export function isImageType(value: string): value is ImageType {
  return Object.hasOwn(IMAGE_TYPES, value);
}

export const CONTENT_TYPE_BY_EXTENSION: Record<string, ImageType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** The type the signature claims, before any structural check. */
export function signatureType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
}

function pngIsWellFormed(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    if (first && type !== 'IHDR') return false;
    first = false;
    const next = offset + 12 + length;
    if (next > bytes.length) return false;
    if (type === 'IEND') return next === bytes.length;
    offset = next;
  }
  return false;
}

function gifIsWellFormed(bytes: Uint8Array): boolean {
  return bytes.length >= 14 && bytes[bytes.length - 1] === 0x3b;
}

function jpegIsWellFormed(bytes: Uint8Array): boolean {
  let end = bytes.length;
  // Some encoders pad after the end-of-image marker with zero bytes; nothing else may follow it.
  while (end > 2 && bytes[end - 1] === 0x00) end -= 1;
  return end >= 4 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function webpIsWellFormed(bytes: Uint8Array): boolean {
  if (bytes.length < 20) return false;
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  const chunk = ascii(bytes, 12, 4);
  return riffSize + 8 === bytes.length && (chunk === 'VP8 ' || chunk === 'VP8L' || chunk === 'VP8X');
}

const MARKUP = [/<script/i, /<html/i, /<svg/i, /<!doctype\s+html/i, /<iframe/i, /<body/i, /<object/i, /<embed/i];

function containsMarkup(bytes: Uint8Array): boolean {
  // latin1 maps every byte to one character, so this finds the ASCII markup anywhere without decoding errors.
  const asText = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return MARKUP.some((pattern) => pattern.test(asText));
}

/** The image's true type if it is a well-formed JPEG, PNG, GIF or WebP with no markup in it; otherwise null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const type = signatureType(bytes);
  if (!type) return null;
  const wellFormed =
    type === 'image/png'
      ? pngIsWellFormed(bytes)
      : type === 'image/gif'
        ? gifIsWellFormed(bytes)
        : type === 'image/jpeg'
          ? jpegIsWellFormed(bytes)
          : webpIsWellFormed(bytes);
  if (!wellFormed || containsMarkup(bytes)) return null;
  return type;
}
