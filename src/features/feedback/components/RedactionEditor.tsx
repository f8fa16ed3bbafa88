import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  boxFromDrag,
  drawRedacted,
  INITIAL_FRAME,
  isUsableBox,
  moveFrame,
  toPixels,
  type Box,
  type Point,
} from '../lib/redaction';

export type RedactableImage = ImageBitmap | HTMLImageElement;

/** The preview is drawn at most this wide; what is uploaded is drawn again at full size. */
const PREVIEW_MAX_WIDTH = 1200;

interface RedactionEditorProps {
  image: RedactableImage;
  boxes: readonly Box[];
  onBoxesChange: (boxes: Box[]) => void;
  disabled?: boolean;
}

function areaWord(count: number): string {
  return count === 1 ? '1 area blacked out' : `${count} areas blacked out`;
}

/**
 * The screenshot as it will be sent, where the person blacks out anything private: drag across an area with a
 * mouse, finger or pen; or, with the keyboard, move the dashed frame with the arrow keys, resize it with Shift and
 * the arrow keys, and press Enter to black out what is inside it.
 */
export function RedactionEditor({ image, boxes, onBoxesChange, disabled = false }: RedactionEditorProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const instructionsId = useId();
  const [drag, setDrag] = useState<{ start: Point; end: Point } | null>(null);
  const [frame, setFrame] = useState<Box>(INITIAL_FRAME);
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const scale = Math.min(1, PREVIEW_MAX_WIDTH / image.width);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.clearRect(0, 0, width, height);
    drawRedacted(context, image, boxes, width, height);
    const outline = (box: Box) => {
      const pixels = toPixels(box, width, height);
      context.lineWidth = 3;
      context.setLineDash([8, 6]);
      context.strokeStyle = '#000';
      context.strokeRect(pixels.x, pixels.y, pixels.w, pixels.h);
      context.lineDashOffset = 7;
      context.strokeStyle = '#fbbf24';
      context.strokeRect(pixels.x, pixels.y, pixels.w, pixels.h);
      context.setLineDash([]);
      context.lineDashOffset = 0;
    };
    if (drag) outline(boxFromDrag(drag.start, drag.end));
    else if (focused && !disabled) outline(frame);
  }, [image, boxes, drag, frame, focused, disabled, width, height]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  };

  const add = (box: Box) => {
    const next = [...boxes, box];
    onBoxesChange(next);
    setAnnouncement(areaWord(next.length));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointAt(event);
    setDrag({ start: point, end: point });
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag) setDrag({ start: drag.start, end: pointAt(event) });
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag) return;
    const box = boxFromDrag(drag.start, pointAt(event));
    setDrag(null);
    if (isUsableBox(box)) add(box);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      add(frame);
      return;
    }
    const next = moveFrame(frame, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      setFrame(next);
    }
  };

  const undo = () => {
    const next = boxes.slice(0, -1);
    onBoxesChange(next);
    setAnnouncement(areaWord(next.length));
  };
  const clear = () => {
    onBoxesChange([]);
    setAnnouncement(areaWord(0));
  };

  return (
    <div className="fb-redact">
      <p id={instructionsId} className="fb-redact__help">
        Black out anything private before it is sent: drag across it. With a keyboard, move the dashed frame with the
        arrow keys, change its size with Shift and the arrow keys, and press Enter to black out what is inside it.
      </p>
      <canvas
        ref={canvasRef}
        className="fb-redact__canvas"
        width={width}
        height={height}
        tabIndex={disabled ? -1 : 0}
        role="application"
        aria-roledescription="screenshot editor"
        aria-label={`Screenshot preview, ${areaWord(boxes.length)}`}
        aria-describedby={instructionsId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="fb-redact__tools">
        <button type="button" className="button" onClick={undo} disabled={disabled || boxes.length === 0}>
          Undo last box
        </button>
        <button type="button" className="button" onClick={clear} disabled={disabled || boxes.length === 0}>
          Clear all boxes
        </button>
      </div>
    </div>
  );
}
