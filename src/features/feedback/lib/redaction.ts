/**
 * Blacking out parts of a screenshot before it is uploaded. Boxes are kept as fractions of the image (0 to 1), so
 * the same boxes apply to the on-screen preview and to the full-size image that is sent.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Point {
  x: number;
  y: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The box spanned by a drag from `start` to `end`, in either direction, kept inside the image. */
export function boxFromDrag(start: Point, end: Point): Box {
  const x1 = clamp01(Math.min(start.x, end.x));
  const y1 = clamp01(Math.min(start.y, end.y));
  const x2 = clamp01(Math.max(start.x, end.x));
  const y2 = clamp01(Math.max(start.y, end.y));
  return { x: x1, y: y1, w: x2 - x1, h: y2 - y1 };
}

/** A drag this small is a tap, not a box. */
const MIN_BOX_FRACTION = 0.01;

export function isUsableBox(box: Box): boolean {
  return box.w >= MIN_BOX_FRACTION && box.h >= MIN_BOX_FRACTION;
}

/** The keyboard frame starts in the middle, a quarter of the image each way. */
export const INITIAL_FRAME: Box = { x: 0.375, y: 0.375, w: 0.25, h: 0.25 };
const FRAME_STEP = 0.05;
const MIN_FRAME = 0.05;

/**
 * Arrow keys move the keyboard frame; with Shift they resize it (right and down grow it, left and up shrink it).
 * Returns null for any other key.
 */
export function moveFrame(frame: Box, key: string, resize: boolean, step: number = FRAME_STEP): Box | null {
  const delta: Record<string, Point> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  };
  const move = delta[key];
  if (!move) return null;
  if (resize) {
    const w = Math.min(1 - frame.x, Math.max(MIN_FRAME, frame.w + move.x));
    const h = Math.min(1 - frame.y, Math.max(MIN_FRAME, frame.h + move.y));
    return { ...frame, w, h };
  }
  return {
    ...frame,
    x: Math.min(1 - frame.w, Math.max(0, frame.x + move.x)),
    y: Math.min(1 - frame.h, Math.max(0, frame.y + move.y)),
  };
}

/** A box in pixels of an image of the given size, rounded outwards so no sliver of the covered area remains. */
export function toPixels(box: Box, width: number, height: number): { x: number; y: number; w: number; h: number } {
  const x = Math.floor(box.x * width);
  const y = Math.floor(box.y * height);
  const right = Math.ceil((box.x + box.w) * width);
  const bottom = Math.ceil((box.y + box.h) * height);
  return { x, y, w: right - x, h: bottom - y };
}

/** The largest side of the image that is sent; bigger screenshots are scaled down to it. */
const MAX_EXPORT_SIDE = 4096;

export function exportSize(width: number, height: number, maxSide: number = MAX_EXPORT_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** PNG stays PNG (GIF becomes a PNG of its first frame); JPEG and WebP keep their type. */
export function exportType(sourceType: string): 'image/png' | 'image/jpeg' | 'image/webp' {
  if (sourceType === 'image/jpeg') return 'image/jpeg';
  if (sourceType === 'image/webp') return 'image/webp';
  return 'image/png';
}

export function extensionFor(type: string): string {
  if (type === 'image/jpeg') return 'jpg';
  if (type === 'image/webp') return 'webp';
  if (type === 'image/gif') return 'gif';
  return 'png';
}

interface DrawableImage {
  width: number;
  height: number;
}

/** Draws the image with every box filled solid black. */
export function drawRedacted(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource,
  boxes: readonly Box[],
  width: number,
  height: number,
): void {
  context.drawImage(image, 0, 0, width, height);
  context.fillStyle = '#000';
  for (const box of boxes) {
    const pixels = toPixels(box, width, height);
    context.fillRect(pixels.x, pixels.y, pixels.w, pixels.h);
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be prepared'))), type, quality);
  });
}

/**
 * The image that is uploaded: redrawn from the pixels (so camera and location details stored in the file are not
 * sent), with the boxes blacked out. If it comes out over the size limit it is re-encoded as JPEG at lower quality.
 */
export async function renderRedactedImage(
  image: CanvasImageSource & DrawableImage,
  boxes: readonly Box[],
  sourceType: string,
  maxBytes: number,
): Promise<Blob> {
  const size = exportSize(image.width, image.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be prepared');
  drawRedacted(context, image, boxes, size.width, size.height);
  let blob = await canvasToBlob(canvas, exportType(sourceType), 0.92);
  for (const quality of [0.85, 0.7, 0.5]) {
    if (blob.size <= maxBytes) break;
    blob = await canvasToBlob(canvas, 'image/jpeg', quality);
  }
  return blob;
}
