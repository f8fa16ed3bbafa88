import { usePlainText } from '@/lib/plain-language';
import type { ClientChart } from '../../data/workspace-data';
import { scoresCsv } from '../../data/scores-csv';

/** "Download the scores (CSV)": every score the client sent back, for the therapist's own records. */
export function DownloadScores({ alias, chart, timeZone }: { alias: string; chart: ClientChart; timeZone: string }) {
  const text = usePlainText();
  function download() {
    const csv = scoresCsv(alias, chart.prescriptions, chart.returns, timeZone);
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `scores-${alias.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'client'}-${new Date().toISOString().slice(0, 10)}.csv`;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
  return (
    <button type="button" className="button" onClick={download}>
      {text('Download the scores (CSV)', 'Save the scores as a file (CSV)')}
    </button>
  );
}
