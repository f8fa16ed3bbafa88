import { useEffect, useState } from 'react';
import { usePlainText } from '@/lib/plain-language';
import { moveTherapistWorkspace, type MoveReport } from '@/domains/prescriptions/data/move-therapist-workspace';
import { useEncryptedSyncStatus } from '@/sync/e2ee/runner/use-encrypted-sync-status';
import { usesAccountsBackend } from '../hooks/use-therapist-session';

const records = (count: number) => (count === 1 ? '1 record' : `${count} records`);

/** Moves that are not finished: they run again after the encrypted sync's next complete cycle. */
const UNFINISHED: ReadonlySet<MoveReport['status']> = new Set(['waiting', 'readable-copy']);

/**
 * With an accounts backend, the workspace's one-time move off the server's readable tables runs on each visit until
 * it is done (src/domains/prescriptions/data/plaintext-move.ts): what an earlier version stored there is brought to
 * this device, and deleted there once the encrypted copy holds it. What happened is said calmly.
 */
export function WorkspacePull() {
  const text = usePlainText();
  const [report, setReport] = useState<MoveReport | null>(null);
  const sync = useEncryptedSyncStatus();
  // A complete cycle of the encrypted sync: the moment records may have become confirmed.
  const settled = sync.state === 'synced' && sync.pendingChanges === 0 ? (sync.lastSyncedAt ?? 'synced') : null;
  const trigger = report !== null && UNFINISHED.has(report.status) ? settled : null;
  // Only a new trigger runs the move again: the trigger going back to null (the move finished) does not.
  const [runKey, setRunKey] = useState<string | null>(null);
  useEffect(() => {
    if (trigger !== null) setRunKey(trigger);
  }, [trigger]);
  useEffect(() => {
    let cancelled = false;
    // Without accounts this only drops what older versions left queued for Supabase; nothing is shown.
    moveTherapistWorkspace(usesAccountsBackend).then(
      (result) => {
        if (!cancelled) setReport(result);
      },
      // Its chunk did not load (offline after an update): the next visit tries again; nothing is lost meanwhile.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [runKey]);
  if (!usesAccountsBackend) return null;
  const brought = report ? report.pull.added + report.pull.updated : 0;
  const broughtWords = brought > 0 ? text(`Brought ${records(brought)} from your account to this device.`, `Got ${records(brought)} from your account.`) : '';
  const unreadable = report?.kept.unreadable ?? 0;
  return (
    <div role="status" className="sc-status sc-muted" data-testid="workspace-move">
      {broughtWords && <p>{broughtWords}</p>}
      {report?.status === 'readable-copy' && (
        <p>
          {text(
            'An older copy of your workspace is stored readable on the server. Turning on sync and backup moves it into the encrypted copy, and then the readable copy is deleted.',
            'An older copy of your workspace is on the server, where it can be read. Turn on sync and backup to move it into the locked copy; then the readable copy is deleted.',
          )}{' '}
          <a href="#e2e-sync-title">{text('Turn on sync and backup', 'Turn on sync and backup')}</a>
        </p>
      )}
      {report?.status === 'waiting' && (
        <p>
          {text(
            'Moving your workspace into the encrypted copy. The readable copy on the server is deleted once every record is confirmed there.',
            'Moving your workspace into the locked copy. The readable copy on the server is deleted once everything is safely there.',
          )}
        </p>
      )}
      {unreadable > 0 && (
        <p>
          {unreadable === 1
            ? text('1 record on the server could not be read, so it was left there.', '1 record on the server could not be read. It was left there.')
            : text(`${unreadable} records on the server could not be read, so they were left there.`, `${unreadable} records on the server could not be read. They were left there.`)}
        </p>
      )}
      {report?.status === 'moved' && (
        <p>
          {text(
            'The readable copy of your workspace on the server was deleted. It is kept only in the encrypted copy now.',
            'The readable copy on the server was deleted. Your workspace is only in the locked copy now.',
          )}
        </p>
      )}
      {report?.status === 'failed' && (
        <p>{text('Your account could not be read just now; what is on this device is shown.', 'Could not reach your account. Showing what is on this device.')}</p>
      )}
    </div>
  );
}
