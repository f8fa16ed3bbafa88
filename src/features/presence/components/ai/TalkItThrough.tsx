import { useId, useRef, useState, type FormEvent } from 'react';
import { AiClientError, talkItThrough, type TalkOptions } from '@contract/ai-client';
import { AI_MAX_MESSAGE_CHARS, type AiMessage } from '@contract/ai-schemas';
import type { CrisisCountryCode } from '@/content/crisis-lines';
import { Plain, usePlainText } from '@/lib/plain-language';
import { useOnline } from '@/lib/use-online';
import { conversationToSend } from '../../lib/ai/conversation';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { CrisisHelpNotice } from './CrisisHelpNotice';

type Status = { kind: 'idle' } | { kind: 'answering' } | { kind: 'crisis'; country: CrisisCountryCode } | { kind: 'error'; message: string };

/**
 * "Talk it through" (the aiIntegration flag): a conversation with an automated helper through our function, which
 * holds the model key. The person's words are screened on the device first, and again on the server; risk gets
 * crisis help and no model call. The answer shows as it arrives, always as text. The conversation lives only in this
 * screen's memory: leaving the page ends it.
 */
interface TalkItThroughProps {
  /** The request function: the browser's fetch unless a test hands one in. */
  request?: TalkOptions['fetch'];
}

export function TalkItThrough({ request }: TalkItThroughProps) {
  const id = useId();
  const text = usePlainText();
  const online = useOnline();
  const [messages, setMessages] = useState<AiMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [partial, setPartial] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = useRef<HTMLTextAreaElement>(null);
  const answering = status.kind === 'answering';

  async function send(event: FormEvent) {
    event.preventDefault();
    const content = draft.trim();
    if (!content || answering) return;
    const conversation: AiMessage[] = [...messages, { role: 'user', content }];
    setMessages(conversation);
    setDraft('');
    setPartial('');
    setStatus({ kind: 'answering' });
    let received = '';
    try {
      const result = await talkItThrough(conversationToSend(conversation), {
        fetch: request,
        onText: (piece) => {
          received += piece;
          setPartial(received);
        },
      });
      if (result.kind === 'crisis-help') {
        setStatus({ kind: 'crisis', country: crisisCountryForDevice().code });
      } else {
        setMessages([...conversation, { role: 'assistant', content: result.text }]);
        setStatus({ kind: 'idle' });
      }
    } catch (error) {
      const message = error instanceof AiClientError ? error.message : text('Something went wrong. Please try again.', 'Something went wrong. Try again.');
      const partialText = error instanceof AiClientError ? error.partialText : received;
      if (partialText.trim()) setMessages([...conversation, { role: 'assistant', content: partialText }]);
      setStatus({ kind: 'error', message });
    } finally {
      setPartial('');
      field.current?.focus();
    }
  }

  return (
    <article className="ai-tool ai-talk" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Plain standard="Talk it through" plain="Talk it through" />
      </h3>
      <p className="ai-talk__disclosure">
        <Plain
          standard="This is an automated helper, not a person and not a therapist. It can be wrong. Your messages are sent to our server and a language model to answer, and are not stored there; the conversation ends when you leave this page. If you are not safe, use Crisis help at the top of the page."
          plain="This is a computer program, not a person or a therapist. It can get things wrong. We send your words to answer them. We do not keep them. If you are not safe, use Crisis help at the top."
        />
      </p>
      {messages.length > 0 && (
        <ol className="ai-talk__messages" aria-label={text('Conversation', 'Conversation')}>
          {messages.map((message, index) => (
            <li key={index} className={`ai-talk__message ai-talk__message--${message.role}`}>
              <span className="ai-talk__who">{message.role === 'user' ? text('You', 'You') : text('Helper (automated)', 'Helper (a program)')}</span>
              <p>{message.content}</p>
            </li>
          ))}
        </ol>
      )}
      {answering && (
        <div className="ai-talk__message ai-talk__message--assistant" aria-busy="true">
          <span className="ai-talk__who">{text('Helper (automated)', 'Helper (a program)')}</span>
          <p>{partial || text('Writing…', 'Writing…')}</p>
        </div>
      )}
      <div role="status" className="ai-talk__status">
        {status.kind === 'error' && <p className="ai-tool__error">{status.message}</p>}
        {!online && text('You are offline. The talking helper needs a connection; the tools above work without one.', 'You are offline. This needs the internet. The tools above still work.')}
      </div>
      {status.kind === 'crisis' && <CrisisHelpNotice country={status.country} />}
      {messages.length > 0 && !answering && (
        // Every message of the person's is screened each time, so after crisis help the conversation goes on only
        // from a fresh start; the person chooses when.
        <button
          type="button"
          className="button"
          onClick={() => {
            setMessages([]);
            setStatus({ kind: 'idle' });
            field.current?.focus();
          }}
        >
          {text('Start a new conversation', 'Start again')}
        </button>
      )}
      <form onSubmit={(event) => void send(event)} noValidate>
        <label htmlFor={`${id}-message`}>{text('Your message', 'Your message')}</label>
        <textarea id={`${id}-message`} ref={field} rows={3} maxLength={AI_MAX_MESSAGE_CHARS} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="button button--primary" disabled={answering || !online}>
          {answering ? text('Answering…', 'Answering…') : text('Send', 'Send')}
        </button>
      </form>
    </article>
  );
}
