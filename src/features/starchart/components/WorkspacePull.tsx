import { useEffect, useState } from 'react';
import { usePlainText } from '@/lib/plain-language';
import { pullTherapistWorkspace, type PullReport } from '@/domains/prescriptions/data/pull-therapist-workspace';
import { usesAccountsBackend } from '../hooks/use-therapist-session';

/**
 * With an accounts backend, the workspace is brought back from the therapist's own tables once per visit (the newer
 * copy of each row wins), so charts made on another device appear here; the result is said calmly.
 */
export function WorkspacePull() {
  const text = usePlainText();
  const [report, setReport] = useState<PullReport | null>(null);
  useEffect(() => {
    if (!usesAccountsBackend) return;
    let cancelled = false;
    void pullTherapistWorkspace().then((result) => {
      if (!cancelled) setReport(result);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!usesAccountsBackend) return null;
  let message = '';
  if (report?.status === 'pulled') {
    const changed = report.added + report.updated;
    message = changed > 0 ? text(`Brought ${changed} updated records from your account.`, `Got ${changed} updated records from your account.`) : text('Your workspace matches your account.', 'Everything is up to date.');
  } else if (report?.status === 'failed') {
    message = text('Your account could not be read just now; what is on this device is shown.', 'Could not reach your account. Showing what is on this device.');
  }
  return (
    <p role="status" className="sc-status sc-muted">
      {message}
    </p>
  );
}
