import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ImportError, importPersonalData, inspectExportFile, type ImportProgress } from '../../../domains/personal-data/data/import-personal-data';

type ImportState = { kind: 'idle' | 'working' | 'done' | 'cancelled' | 'problem'; message?: string };

const count = (value: number) => value.toLocaleString('en-GB');

/** The import's progress bar, labelled, with its figures as text too (inside the bar and beside it). */
function ImportProgressBar({ progress, onCancel }: { progress: ImportProgress | null; onCancel: () => void }) {
  // Before the first chunk is written the file is being checked (and decrypted): an indeterminate bar, no value.
  const text = progress ? `${count(progress.done)} of ${count(progress.total)} records written` : 'Checking the file…';
  return (
    <div className="insight-field">
      <label className="insight-field__label" htmlFor="insight-import-progress">
        Import progress
      </label>
      <progress
        id="insight-import-progress"
        aria-describedby="insight-import-progress-text"
        {...(progress ? { max: Math.max(progress.total, 1), value: progress.done } : {})}
      >
        {text}
      </progress>
      <p id="insight-import-progress-text" className="insight-field__hint">
        {text}. Nothing is saved until the whole file is in, so cancelling leaves this device as it was.
      </p>
      <button type="button" className="button" onClick={onCancel}>
        Cancel the import
      </button>
    </div>
  );
}

/** Import from an export file, with a progress bar and a cancel that leaves nothing half-written. */
export function ImportBox() {
  const fileRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<AbortController | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [needsPassphrase, setNeedsPassphrase] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });

  // Leaving the screen mid-import cancels it: nothing is written behind the person's back.
  useEffect(() => () => cancelRef.current?.abort(), []);

  async function chooseFile(file: File | undefined) {
    setState({ kind: 'idle' });
    setText(null);
    setNeedsPassphrase(false);
    if (!file) return;
    try {
      const content = await file.text();
      const { protected: isProtected } = inspectExportFile(content);
      setText(content);
      setNeedsPassphrase(isProtected);
    } catch (error) {
      setState({ kind: 'problem', message: error instanceof ImportError ? error.message : 'This file could not be read. Nothing was changed.' });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (cancelRef.current) return;
    if (!text) {
      setState({ kind: 'problem', message: 'Choose an export file first.' });
      return;
    }
    const controller = new AbortController();
    cancelRef.current = controller;
    setProgress(null);
    setState({ kind: 'working' });
    try {
      const { counts } = await importPersonalData(text, passphrase, { signal: controller.signal, onProgress: setProgress });
      const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
      const settingsNote = counts.settings > 0 ? ' Your settings from the file take full effect the next time you open Better Minds.' : '';
      setState({
        kind: 'done',
        message: `Imported ${total} ${total === 1 ? 'record' : 'records'}. Everything in the file is back on this device.${settingsNote}`,
      });
      setText(null);
      setPassphrase('');
      setNeedsPassphrase(false);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      if (error instanceof ImportError && error.problem === 'cancelled') setState({ kind: 'cancelled', message: error.message });
      else setState({ kind: 'problem', message: error instanceof ImportError ? error.message : 'The import failed. Nothing was changed.' });
    } finally {
      cancelRef.current = null;
    }
  }

  return (
    <form className="insight-data-box" onSubmit={(event) => void submit(event)} aria-labelledby="insight-import-title">
      <h3 id="insight-import-title">Import from a file</h3>
      <p>
        Bring back an export made with Better Minds. Entries already on this device stay and the file’s are added; the
        settings in the file replace the ones here.
      </p>
      <div className="insight-field">
        <label className="insight-field__label" htmlFor="insight-import-file">
          Export file
        </label>
        <input
          id="insight-import-file"
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void chooseFile(event.target.files?.[0])}
        />
      </div>
      {needsPassphrase ? (
        <div className="insight-field">
          <label className="insight-field__label" htmlFor="insight-import-passphrase">
            This file is protected. Its passphrase
          </label>
          <input
            id="insight-import-passphrase"
            type="password"
            autoComplete="current-password"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
          />
        </div>
      ) : null}
      <div className="insight-actions">
        {/* aria-disabled, not disabled: the button keeps focus while the import runs, and a second press is ignored. */}
        <button type="submit" className="button button--primary" aria-disabled={state.kind === 'working'}>
          {state.kind === 'working' ? 'Importing…' : 'Import'}
        </button>
      </div>
      {state.kind === 'working' ? <ImportProgressBar progress={progress} onCancel={() => cancelRef.current?.abort()} /> : null}
      {state.message ? (
        <p role={state.kind === 'problem' ? 'alert' : 'status'} className={state.kind === 'problem' ? 'insight-form__problem' : undefined}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
