import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ClientReturn } from '@contract/prescription-schemas';
import { ReturnView } from '@/domains/returns/components/ReturnView';
import { db } from '@/db/database';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { findPrescriptionFor, IMPORT_MESSAGES, importReturn, readReturn } from '../data/import-return';
import { shareCodeClient } from '../data/short-codes';

const MAX_FILE_BYTES = 256 * 1024;

interface Ready {
  clientReturn: ClientReturn;
  prescription: PrescriptionRow;
  alias: string;
}

interface ImportReturnProps {
  therapistId: string;
  /** In a client's chart: only returns for this client's prescriptions are accepted. */
  clientId?: string;
  /** A return link or token that arrived with the page (/chart/return#...). */
  initialInput?: string;
  headingLevel?: 2 | 3;
}

/** Paste or choose a return, see exactly what it holds, and import it into the right chart (once). */
export function ImportReturn({ therapistId, clientId, initialInput, headingLevel = 2 }: ImportReturnProps) {
  const text = usePlainText();
  const id = useId();
  const [input, setInput] = useState(initialInput ?? '');
  const [ready, setReady] = useState<Ready | null>(null);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';

  async function read(value: string) {
    setBusy(true);
    setReady(null);
    setProblem('');
    setStatus('');
    const outcome = await readReturn(value, shareCodeClient);
    let next: Ready | null = null;
    let message = '';
    if (!outcome.ok) message = outcome.message;
    else {
      const prescription = await findPrescriptionFor(therapistId, outcome.clientReturn);
      if (!prescription) message = IMPORT_MESSAGES['unknown-prescription'];
      else if (clientId !== undefined && prescription.clientId !== clientId) message = IMPORT_MESSAGES['other-client'];
      else {
        const client = await db.therapistClients.get(prescription.clientId);
        next = { clientReturn: outcome.clientReturn, prescription, alias: client?.alias ?? '' };
      }
    }
    setBusy(false);
    setReady(next);
    setProblem(message);
    requestAnimationFrame(() => (next ? previewRef.current?.focus() : problemRef.current?.focus()));
  }

  // A return that arrived with the page is read at once; it is still only imported on request.
  const initialRead = useRef(false);
  useEffect(() => {
    if (initialInput && !initialRead.current) {
      initialRead.current = true;
      void read(initialInput);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, for the input the page arrived with
  }, [initialInput]);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setReady(null);
      setProblem(text('This file is far larger than any return, so it was not read.', 'This file is too big to be a return.'));
      return;
    }
    const content = await file.text();
    setInput(content.trim());
    await read(content);
  }

  async function confirmImport() {
    if (!ready) return;
    setBusy(true);
    const outcome = await importReturn(therapistId, ready.clientReturn, clientId);
    setBusy(false);
    setStatus(outcome === 'added' ? text(`Imported into ${ready.alias}'s chart.`, `Added to ${ready.alias}'s chart.`) : IMPORT_MESSAGES[outcome]);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="sc-card" data-testid="import-return">
      <Heading id={`${id}-title`}>{text('Import a return', 'Bring in what a client sent')}</Heading>
      <p className="sc-hint">
        <Plain
          standard="A return holds only what your client chose to send. Paste the link or code they gave you, or choose the file."
          plain="A return has only what your client chose to send. Paste their link or code, or choose their file."
        />
      </p>
      <form
        className="sc-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void read(input);
        }}
      >
        <div className="sc-field">
          <label htmlFor={`${id}-input`}>{text('Return link, code or file text', 'Link, code or file text')}</label>
          <textarea
            id={`${id}-input`}
            rows={3}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="sc-field">
          <label htmlFor={`${id}-file`}>{text('Or choose a return file', 'Or choose the file')}</label>
          <input id={`${id}-file`} type="file" accept=".bmreturn,.txt,text/plain" onChange={(event) => void chooseFile(event)} />
        </div>
        <p>
          <button type="submit" className="button" disabled={busy}>
            {text('Read the return', 'Read it')}
          </button>
        </p>
      </form>
      {problem ? (
        <p id={`${id}-problem`} ref={problemRef} tabIndex={-1} role="alert" className="sc-error">
          {problem} {text('Nothing was imported.', 'Nothing was added.')}
        </p>
      ) : null}
      {ready ? (
        <div className="sc-card" data-testid="return-preview">
          <SubHeading ref={previewRef} tabIndex={-1}>
            {text(`What ${ready.alias} sent`, `What ${ready.alias} sent`)}
          </SubHeading>
          <ReturnView clientReturn={ready.clientReturn} prescription={ready.prescription.prescription} />
          <p>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirmImport()}>
              {text(`Import into ${ready.alias}'s chart`, `Add to ${ready.alias}'s chart`)}
            </button>
          </p>
        </div>
      ) : null}
      <p role="status" className="sc-status">
        {status}
      </p>
    </section>
  );
}
