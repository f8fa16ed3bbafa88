import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { MAX_SCREENSHOT_BYTES, SCREENSHOT_TOO_LARGE, SCREENSHOT_TYPES, screenshotProblem } from '../data/upload-screenshot';
import { renderRedactedImage, type Box } from '../lib/redaction';
import { RedactionEditor, type RedactableImage } from './RedactionEditor';

/**
 * 'attached' holds the redacted image itself: it is saved with the submission, in the same transaction, and the
 * replayer uploads it before sending the submission, so attaching needs no connection.
 */
export type ScreenshotState =
  | { status: 'none' }
  | { status: 'editing' | 'preparing'; type: string; image: RedactableImage; boxes: Box[] }
  | { status: 'attached'; image: Blob; previewUrl: string };

const FAILED_TO_ATTACH = 'This screenshot could not be prepared. Please try again, or remove it.';
const UNREADABLE = 'This image could not be opened. Please try another file.';

async function decodeImage(file: File): Promise<RedactableImage> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

interface ScreenshotFieldProps {
  state: ScreenshotState;
  onChange: (state: ScreenshotState) => void;
}

/**
 * The optional screenshot. Only the image the person picks is used (nothing is captured from the screen); they see
 * it first and can black out areas, and what is kept is redrawn from the pixels, without the file's hidden details.
 * It goes with the feedback, online or not: saved on this device with it, and uploaded when there is a connection.
 */
export function ScreenshotField({ state, onChange }: ScreenshotFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const previewUrl = state.status === 'attached' ? state.previewUrl : null;
  useEffect(() => {
    return () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [previewUrl]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = screenshotProblem(file);
    if (issue) {
      setProblem(issue);
      return;
    }
    try {
      const image = await decodeImage(file);
      setProblem(null);
      onChange({ status: 'editing', type: file.type, image, boxes: [] });
    } catch {
      setProblem(UNREADABLE);
    }
  };

  const attach = async () => {
    if (state.status !== 'editing') return;
    setProblem(null);
    onChange({ ...state, status: 'preparing' });
    try {
      const blob = await renderRedactedImage(state.image, state.boxes, state.type, MAX_SCREENSHOT_BYTES);
      if (blob.size > MAX_SCREENSHOT_BYTES) throw new Error(SCREENSHOT_TOO_LARGE);
      onChange({ status: 'attached', image: blob, previewUrl: URL.createObjectURL(blob) });
    } catch (error) {
      onChange({ ...state, status: 'editing' });
      setProblem(error instanceof Error && error.message === SCREENSHOT_TOO_LARGE ? SCREENSHOT_TOO_LARGE : FAILED_TO_ATTACH);
    }
  };

  const remove = () => {
    setProblem(null);
    onChange({ status: 'none' });
  };

  return (
    <section className="fb-shot" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>
        Screenshot <span className="fb-field__optional">(optional)</span>
      </h3>
      {state.status === 'none' ? (
        <div className="fb-field">
          <label className="fb-field__label" htmlFor={inputId}>
            Add a screenshot
          </label>
          <p id={hintId} className="fb-shot__hint">
            Only the image you choose is attached. You will see it first and can black out anything private. JPG, PNG,
            GIF or WebP, under 5MB.
          </p>
          <input
            id={inputId}
            type="file"
            accept={SCREENSHOT_TYPES.join(',')}
            aria-describedby={hintId}
            onChange={(event) => void pick(event)}
          />
        </div>
      ) : null}

      {state.status === 'editing' || state.status === 'preparing' ? (
        <>
          <RedactionEditor
            image={state.image}
            boxes={state.boxes}
            disabled={state.status === 'preparing'}
            onBoxesChange={(boxes) => state.status === 'editing' && onChange({ ...state, boxes })}
          />
          <div className="fb-shot__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void attach()}
              disabled={state.status === 'preparing'}
            >
              Attach screenshot
            </button>
            <button type="button" className="button" onClick={remove} disabled={state.status === 'preparing'}>
              Remove
            </button>
          </div>
        </>
      ) : null}

      {state.status === 'attached' ? (
        <div className="fb-shot__attached">
          <img src={state.previewUrl} alt="Your screenshot as it will be sent, with the areas you blacked out" />
          <p role="status">Screenshot attached.</p>
          <button type="button" className="button" onClick={remove}>
            Remove screenshot
          </button>
        </div>
      ) : null}

      {problem ? (
        <p className="fb-shot__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
