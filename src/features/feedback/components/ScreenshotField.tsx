import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { FeedbackApiError, NETWORK_ERROR } from '../data/feedback-api';
import {
  MAX_SCREENSHOT_BYTES,
  SCREENSHOT_TOO_LARGE,
  SCREENSHOT_TYPES,
  screenshotProblem,
  uploadScreenshot,
} from '../data/upload-screenshot';
import { extensionFor, renderRedactedImage, type Box } from '../lib/redaction';
import { RedactionEditor, type RedactableImage } from './RedactionEditor';
import { useOnline } from './use-online';

export type ScreenshotState =
  | { status: 'none' }
  | { status: 'editing' | 'uploading'; type: string; image: RedactableImage; boxes: Box[] }
  | { status: 'attached'; url: string; previewUrl: string };

export const FAILED_TO_UPLOAD = 'Failed to upload file';
const OFFLINE_NOTE =
  'You are offline, so a screenshot cannot be attached right now. You can still send your feedback without one.';
const UNREADABLE = 'This image could not be opened. Please try another file.';

/** The message for a failed upload (spec section 5): the server's own message, else 'Failed to upload file'. */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof FeedbackApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.message === NETWORK_ERROR) {
      return `${FAILED_TO_UPLOAD}: there is no connection right now. You can send your feedback without the screenshot.`;
    }
  }
  if (error instanceof Error && error.message === SCREENSHOT_TOO_LARGE) return SCREENSHOT_TOO_LARGE;
  return FAILED_TO_UPLOAD;
}

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

export interface ScreenshotFieldProps {
  state: ScreenshotState;
  onChange: (state: ScreenshotState) => void;
}

/**
 * The optional screenshot. Only the image the person picks is used (nothing is captured from the screen); they see
 * it first and can black out areas, and what is uploaded is redrawn from the pixels, without the file's hidden
 * details. Uploading needs a connection: offline, the field says so and the feedback goes without it.
 */
export function ScreenshotField({ state, onChange }: ScreenshotFieldProps) {
  const online = useOnline();
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
    if (!navigator.onLine) {
      setProblem(OFFLINE_NOTE);
      return;
    }
    setProblem(null);
    onChange({ ...state, status: 'uploading' });
    try {
      const blob = await renderRedactedImage(state.image, state.boxes, state.type, MAX_SCREENSHOT_BYTES);
      if (blob.size > MAX_SCREENSHOT_BYTES) throw new Error(SCREENSHOT_TOO_LARGE);
      const url = await uploadScreenshot(blob, `screenshot.${extensionFor(blob.type)}`);
      onChange({ status: 'attached', url, previewUrl: URL.createObjectURL(blob) });
    } catch (error) {
      onChange({ ...state, status: 'editing' });
      setProblem(uploadFailureMessage(error));
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
        online ? (
          <div className="fb-field">
            <label className="fb-field__label" htmlFor={inputId}>
              Add a screenshot
            </label>
            <p id={hintId} className="fb-shot__hint">
              Only the image you choose is attached. You will see it first and can black out anything private. JPG,
              PNG, GIF or WebP, under 5MB.
            </p>
            <input
              id={inputId}
              type="file"
              accept={SCREENSHOT_TYPES.join(',')}
              aria-describedby={hintId}
              onChange={(event) => void pick(event)}
            />
          </div>
        ) : (
          <p className="fb-shot__offline">{OFFLINE_NOTE}</p>
        )
      ) : null}

      {state.status === 'editing' || state.status === 'uploading' ? (
        <>
          <RedactionEditor
            image={state.image}
            boxes={state.boxes}
            disabled={state.status === 'uploading'}
            onBoxesChange={(boxes) => state.status === 'editing' && onChange({ ...state, boxes })}
          />
          {!online ? (
            <p className="fb-shot__offline">
              You are offline, so the screenshot cannot be uploaded right now. Remove it to send your feedback
              without it, or attach it when you are back online.
            </p>
          ) : null}
          {state.status === 'uploading' ? (
            <p role="status" className="fb-shot__status">
              Uploading your screenshot...
            </p>
          ) : null}
          <div className="fb-shot__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void attach()}
              disabled={state.status === 'uploading' || !online}
            >
              Attach screenshot
            </button>
            <button type="button" className="button" onClick={remove} disabled={state.status === 'uploading'}>
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
