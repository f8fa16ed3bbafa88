import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { displayReceiptCode } from '@contract/book-schemas';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';
import { useHydrated } from '@/lib/use-hydrated';
import { useOnline } from '@/lib/use-online';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeviceSubmissions } from '../../data/books/read-device-submissions';
import { useBookDraft } from '../../data/books/save-book-draft';
import { BookDraftForm } from './BookDraftForm';
import { BookStatusCheck, DeviceSubmissions } from './BookStatusCheck';
import '../../styles/books.css';

function Terms() {
  return (
    <section className="books-terms" aria-labelledby="books-terms-title">
      <h2 id="books-terms-title">The terms, in short</h2>
      <ul>
        <li>
          <Plain
            standard="What we do with it: a small team reads your manuscript to decide whether to recommend it in the Resonance library. We keep it only for that. We do not publish, sell or share it, and we ask you before anything else."
            plain="We read your book to decide if we will add it to our library. We do not publish it, sell it or share it."
          />
        </li>
        <li>
          <Plain
            standard="We may decline any submission. When we do, we say why in a short note you can read with your receipt code."
            plain="We may say no. If we do, we tell you why."
          />
        </li>
        <li>
          <Plain
            standard="There is no payment either way: it costs nothing to submit, and we do not pay for manuscripts or recommendations."
            plain="It is free. We do not pay you and you do not pay us."
          />
        </li>
        <li>
          <Plain
            standard="To withdraw, send us feedback (the Feedback button) with your receipt code. We delete the manuscript and its details within 30 days."
            plain="To take it back, send us feedback with your receipt code. We delete it within 30 days."
          />
        </li>
        <li>
          <Plain
            standard="Send only work you wrote, or have the right to send, and keep your own copy."
            plain="Only send your own work. Keep a copy."
          />
        </li>
      </ul>
    </section>
  );
}

/**
 * /resonance/submit: recommend a book to the Resonance library. The words and the terms render at build time; the
 * draft kept on this device, the waiting submissions and the receipts arrive after hydration, into a placeholder of
 * stable size. A submission is queued on the device and sent when online (src/features/resonance/sync/book-submission-handler.ts).
 */
export function BookSubmissionPage() {
  usePageTitle('Submit a book');
  const hydrated = useHydrated();
  const online = useOnline();
  const draft = useBookDraft();
  const submissions = useDeviceSubmissions();
  const [generation, setGeneration] = useState(0);
  const [lastQueued, setLastQueued] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  const ready = hydrated && draft !== undefined && submissions !== undefined;
  const lastReceipt = lastQueued ? submissions?.receipts.find((receipt) => receipt.draftId === lastQueued) : undefined;

  const onQueued = (draftId: string) => {
    setLastQueued(draftId);
    setGeneration((value) => value + 1);
  };

  // Focus goes to the confirmation once it is on the screen (the form the focus was in is replaced by a new one).
  useEffect(() => {
    if (lastQueued) confirmation.current?.focus();
  }, [lastQueued]);

  return (
    <article className="books-page">
      <h1>Submit a book</h1>
      <p>
        <Plain
          standard="Have you written about living through hard times, or know a book that helped? Send us the manuscript and we will consider it for the Resonance library. You need no account: you get a receipt code to follow it."
          plain="Did you write a book about hard times? Send it to us. We may add it to our library. You get a code to check on it."
        />
      </p>
      <p>
        <Plain
          standard="Writing about painful things can bring them back. If it gets heavy, "
          plain="Writing about hard things can hurt. If you need help now, "
        />
        <Link to={paths.crisisHelp}>crisis help is here</Link>.
      </p>
      <Terms />

      <div role="status">
        {lastQueued ? (
          <div className="books-card">
            <h2 ref={confirmation} tabIndex={-1}>
              {lastReceipt ? 'Received' : 'Your submission is on its way'}
            </h2>
            {lastReceipt ? (
              <p>
                We have your manuscript. Your receipt code is <span className="books-code">{displayReceiptCode(lastReceipt.receiptCode)}</span>. Keep
                it: with it you can check the status from any device.
              </p>
            ) : (
              <p>
                {online
                  ? 'Sending it now…'
                  : 'It is kept on this device and will be sent when you are online. You will get a receipt code then.'}
              </p>
            )}
          </div>
        ) : null}
      </div>

      {ready ? (
        <>
          <section className="books-card">
            <BookDraftForm
              key={generation}
              stored={draft && draft.id !== lastQueued ? draft : null}
              online={online}
              onQueued={onQueued}
            />
          </section>
          <DeviceSubmissions waiting={submissions.waiting} receipts={submissions.receipts} online={online} />
        </>
      ) : (
        <div className="books-card books-form__placeholder" aria-busy="true">
          <p>Opening your draft…</p>
        </div>
      )}
      <BookStatusCheck online={online} />
    </article>
  );
}

export default BookSubmissionPage;
