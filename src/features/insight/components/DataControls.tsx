import { useState, type FormEvent, type ReactNode } from 'react';
import { config } from '@/config/env';
import { useHydrated } from '@/lib/use-hydrated';
import { deleteEverything } from '../../../domains/personal-data/data/delete-everything';
import { deleteEverywhere } from '../../../domains/personal-data/data/delete-everywhere';
import { exportPersonalData } from '../../../domains/personal-data/data/export-personal-data';
import { erasedSummaryParam } from '../../../domains/personal-data/data/erase-server-records';
import { insightPaths } from '../lib/paths';
import { ImportBox } from './ImportBox';

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ExportBox() {
  // On a prerendered page the controls wait for the app: a tick made before hydration would be undone by it.
  const ready = useHydrated();
  const [protect, setProtect] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'done' | 'problem'; message?: string }>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (protect && passphrase.length < 8) {
      setState({ kind: 'problem', message: 'Please choose a passphrase of at least 8 characters.' });
      return;
    }
    if (protect && passphrase !== repeat) {
      setState({ kind: 'problem', message: 'The two passphrases are not the same.' });
      return;
    }
    setState({ kind: 'working' });
    try {
      const result = await exportPersonalData(protect ? passphrase : '');
      download(result.fileName, result.text);
      const total = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
      setState({
        kind: 'done',
        message: `Your file ${result.fileName} is ready, with ${total} ${total === 1 ? 'record' : 'records'}${protect ? ', protected by your passphrase' : ''}. Keep it somewhere safe: it holds what you wrote.`,
      });
    } catch (error) {
      console.warn('Export failed', error);
      setState({ kind: 'problem', message: 'The export could not be made. Nothing was changed. Please try again.' });
    }
  }

  return (
    <form className="insight-data-box" onSubmit={(event) => void submit(event)} aria-labelledby="insight-export-title">
      <h3 id="insight-export-title">Export your data</h3>
      <p>
        Download everything Better Minds keeps about you on this device as one file, to keep a copy or move it to
        another device: your Insight entries, safety plan, trail and journey progress and flow answers, your settings,
        feedback you wrote, codex progress and when missed codex questions come back for review, prescriptions from
        a therapist with the days you marked done, your Hearthlink contacts, your library shelves, reading places and
        bookmarks, the receipt codes of books you sent, and the record of pages and tools you used.
      </p>
      <details>
        <summary>What is not in the file, and why</summary>
        <ul>
          <li>
            Things still waiting to be sent, and screenshots waiting to upload with feedback: importing them would send
            them a second time. What they are about (your feedback, answers and settings) is in the file.
          </li>
          <li>A therapist’s sign-in: a file should never sign anyone in, so sign in again instead.</li>
          <li>The guided flows themselves: they come with the app. Your answers to them are in the file.</li>
          <li>A therapist’s own workspace (their clients’ charts): it is kept apart from a person’s own data.</li>
          <li>
            Community posts, and posts you reported: the community keeps them, and the app reads them again from it
            on any device.
          </li>
          <li>
            Book drafts not sent yet, with their manuscripts: the manuscript is a file you already have. Once a book is
            sent, its receipt code is in the file.
          </li>
        </ul>
      </details>
      <div className="insight-choice__option">
        <input id="insight-export-protect" type="checkbox" disabled={!ready} checked={protect} onChange={(event) => setProtect(event.target.checked)} />
        <label htmlFor="insight-export-protect">Protect the file with a passphrase</label>
      </div>
      {protect ? (
        <>
          <div className="insight-field">
            <label className="insight-field__label" htmlFor="insight-export-passphrase">
              Passphrase (at least 8 characters)
            </label>
            <p className="insight-field__hint" id="insight-export-passphrase-hint">
              There is no way to recover a forgotten passphrase, so keep it somewhere safe.
            </p>
            <input
              id="insight-export-passphrase"
              type="password"
              autoComplete="new-password"
              aria-describedby="insight-export-passphrase-hint"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
            />
          </div>
          <div className="insight-field">
            <label className="insight-field__label" htmlFor="insight-export-repeat">
              The same passphrase again
            </label>
            <input id="insight-export-repeat" type="password" autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} />
          </div>
        </>
      ) : null}
      <div className="insight-actions">
        <button type="submit" className="button button--primary" disabled={!ready || state.kind === 'working'}>
          {state.kind === 'working' ? 'Preparing…' : 'Export to a file'}
        </button>
      </div>
      {state.message ? (
        <p role={state.kind === 'problem' ? 'alert' : 'status'} className={state.kind === 'problem' ? 'insight-form__problem' : undefined}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}

const LATER_SYNC_ERASE =
  ' Sync and backup is on: if you delete on this device only, its locked copy stays on the server. To erase it later, open Sync and backup on another linked device, or restore with your recovery code on any device, and choose Erase the server copy.';

const DELETE_PROBLEMS = {
  device: 'The browser would not delete the data. Please try again, or clear this site’s data in the browser settings.',
  offline:
    'You are offline, so nothing was deleted. The copies on this site’s database can only be deleted with a connection: connect and try again. Or delete on this device only, and the copies on the server stay.',
  server: 'This site’s database could not delete your copies just now, so nothing was deleted. Please try again in a moment.',
  'offline-sync': `You are offline, so nothing was deleted. The copies on this site’s server, the locked copy of Sync and backup among them, can only be erased with a connection: connect and try again.${LATER_SYNC_ERASE}`,
  'server-sync': `This site’s server could not erase your copies just now, so nothing was deleted. Please try again in a moment.${LATER_SYNC_ERASE}`,
  'device-after-server':
    'The copies on this site’s database are deleted, but the browser would not delete the data on this device. Please try again, or clear this site’s data in the browser settings.',
} as const;

function DeleteBox() {
  const ready = useHydrated();
  const [understood, setUnderstood] = useState(false);
  const [state, setState] = useState<'idle' | 'working' | keyof typeof DELETE_PROBLEMS>('idle');
  const hasDatabase = config.supabase !== null;

  async function finish(deleted: Promise<boolean>, erased = '') {
    if (await deleted) {
      // A fresh start: every screen and setting reloads from the now-empty device; what the server erased (counts
      // only) rides along in the address, the one thing that outlives the erase.
      window.location.assign(`${insightPaths.reflections}?deleted=1${erased ? `&erased=${encodeURIComponent(erased)}` : ''}`);
    } else {
      setState('device');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!understood) return;
    setState('working');
    const result = await deleteEverywhere();
    if (result.ok) await finish(Promise.resolve(true), result.erased ? erasedSummaryParam(result.erased) : '');
    else if (result.reason === 'device') setState('device-after-server');
    else setState(result.syncAccountKept ? `${result.reason}-sync` : result.reason);
  }

  return (
    <form className="insight-data-box insight-data-box--danger" onSubmit={(event) => void submit(event)} aria-labelledby="insight-delete-title">
      <h3 id="insight-delete-title">Delete everything on this device</h3>
      <p>
        This removes everything Better Minds keeps in this browser: every entry, your safety plan, trail and journey
        progress, flow answers, settings, Hearthlink contacts, library shelves and bookmarks, book drafts and the
        receipt codes of books you sent, and anything still waiting to sync. It cannot be undone, so export first if
        you might want it back.
        {hasDatabase
          ? ' It also deletes the copies already sent to this site’s database (flow answers, codex progress and settings), which needs a connection.'
          : ''}{' '}
        What this device sent to this site is erased on the server too (also needs a connection): feedback and its
        screenshots, usage events, book submissions, community posts and reports, a directory listing, and the short
        codes made here. If Sync and backup is on, its locked copy on the server is erased as well and every linked
        device is unlinked: your other devices keep what they hold, but stop syncing.
      </p>
      <div className="insight-choice__option">
        <input id="insight-delete-understood" type="checkbox" disabled={!ready} checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        <label htmlFor="insight-delete-understood">I understand that this deletes everything on this device</label>
      </div>
      <div className="insight-actions">
        <button type="submit" className="button insight-button--danger" disabled={!understood || state === 'working'}>
          {state === 'working' ? 'Deleting…' : 'Delete everything'}
        </button>
        {state === 'offline' || state === 'server' || state === 'offline-sync' || state === 'server-sync' ? (
          <button
            type="button"
            className="button"
            disabled={!understood}
            onClick={() => {
              setState('working');
              void finish(deleteEverything());
            }}
          >
            Delete on this device only
          </button>
        ) : null}
      </div>
      {state !== 'idle' && state !== 'working' ? (
        <p role="alert" className="insight-form__problem">
          {DELETE_PROBLEMS[state]}
        </p>
      ) : null}
    </form>
  );
}

/** Export, import, sync and backup (placed by the app), and delete everything: the person's data, in their hands. */
export function DataControls({ syncBackup = null }: { syncBackup?: ReactNode }) {
  return (
    <>
      <ExportBox />
      <ImportBox />
      {syncBackup}
      <DeleteBox />
    </>
  );
}
