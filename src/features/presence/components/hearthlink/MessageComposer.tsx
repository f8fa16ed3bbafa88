import { useId, useState } from 'react';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import { READY_MESSAGES, textHref } from '../../lib/hearthlink/contact-links';

const MAX_MESSAGE = 1000;

type ShareStatus = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** Whether this browser offers the system share sheet (read in an event or after the contacts load, never on the server). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * A message to a contact: ready-made ones to start from, the person's own words in the box, then a text link
 * that opens the phone's messages with it filled in, and the system share sheet where the browser has one (any
 * app: a chat, an email), or else a copy to paste anywhere.
 */
export function MessageComposer({ contact }: { contact: HearthlinkContactRow }) {
  const id = useId();
  const [message, setMessage] = useState(READY_MESSAGES[0] ?? '');
  const [status, setStatus] = useState<ShareStatus>({ kind: 'idle' });
  const [shareable] = useState(canShare);

  async function share() {
    try {
      await navigator.share({ text: message });
      setStatus({ kind: 'idle' });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus({ kind: 'failed', message: 'Sharing did not work here. You can copy the message instead.' });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(message);
      setStatus({ kind: 'done', message: 'Copied. You can paste it into any app.' });
    } catch {
      setStatus({ kind: 'failed', message: 'This browser would not copy it. Select the message and copy it yourself.' });
    }
  }

  return (
    <div className="hearthlink-message">
      <fieldset className="hearthlink-ready">
        <legend>Start from a ready-made message</legend>
        <div className="hearthlink-actions">
          {READY_MESSAGES.map((ready) => (
            <button key={ready} type="button" className="button" aria-pressed={message === ready} onClick={() => setMessage(ready)}>
              {ready}
            </button>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-message`}>Message to {contact.name}</label>
      <textarea
        id={`${id}-message`}
        rows={3}
        maxLength={MAX_MESSAGE}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setStatus({ kind: 'idle' });
        }}
      />
      <div className="hearthlink-actions">
        <a className="button button--primary" href={textHref(contact.phone, message)}>
          Text {contact.name}
        </a>
        {shareable ? (
          <button type="button" className="button" onClick={() => void share()}>
            Share message
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => void copy()}>
          Copy message
        </button>
      </div>
      <p className={status.kind === 'failed' ? 'hearthlink-error' : 'hearthlink-hint'} role="status">
        {status.kind === 'idle' ? '' : status.message}
      </p>
    </div>
  );
}
