import { useState } from 'react';
import { formatDate } from '@/lib/format';
import type { ClientReturnRow, PrescriptionRow } from '@/db/star-chart-types';
import { putPrescription } from '@/domains/prescriptions/data/record-star-chart';
import { usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { rhythmInWords } from '@/domains/calendar/rhythm';
import { formatLocalDate } from '@/domains/calendar/rhythm-words';
import { itemSchedule } from '../data/chart-schedule';
import { KIND_LABELS } from '../data/prescribable-content';
import { SharePanel } from './SharePanel';

const STATUS_WORDS = {
  due: ['Due today', 'Due today'],
  done: ['Done today', 'Done today'],
  overdue: ['Overdue', 'Missed'],
  upcoming: ['Upcoming', 'Coming up'],
  ended: ['Ended', 'Finished'],
} as const;

/** One prescription in a chart: each item's rhythm and where it stands now, and the ways to share it again. */
export function ChartPrescription({ row, returns, now, timeZone }: { row: PrescriptionRow; returns: ClientReturnRow[]; now: Date; timeZone: string }) {
  const text = usePlainText();
  const plainLanguage = usePlainLanguage();
  const { prescription } = row;
  const [status, setStatus] = useState('');
  const ended = row.status === 'ended';

  async function setEnded(next: boolean) {
    const ok = await putPrescription({ ...row, status: next ? 'ended' : 'active', updatedAt: new Date().toISOString() });
    setStatus(ok ? (next ? text('Marked as ended in your chart.', 'Marked as finished.') : text('Marked as active again.', 'Marked as active again.')) : text('Not saved. Try again.', 'Not saved. Try again.'));
  }

  return (
    <div data-testid="chart-prescription">
      <p>
        <span className="sc-badge" data-testid="prescription-status">
          {ended ? text('Ended', 'Finished') : text('Active', 'Active')}
        </span>
      </p>
      <p className="sc-muted">
        {text(`Prescribed ${formatDate(prescription.createdAt)}`, `Given ${formatDate(prescription.createdAt)}`)}
        {prescription.crisisReminder ? text(', with a reminder of crisis help.', ', with a reminder of crisis help.') : '.'}
      </p>
      {prescription.note ? <p className="sc-note-text">{prescription.note}</p> : null}
      <ul className="sc-list">
        {prescription.items.map((item) => {
          const schedule = itemSchedule(prescription.id, item, returns, now, timeZone);
          const [standard, plain] = STATUS_WORDS[schedule.status];
          return (
            <li key={item.id} className="sc-card" data-testid="chart-item">
              <p>
                <strong>{item.title}</strong> <span className="sc-muted">({KIND_LABELS[item.kind]}{item.ageTier ? `, ${item.ageTier}` : ''})</span>
              </p>
              <p>{rhythmInWords(item.rhythm, plainLanguage)}</p>
              <p>
                <span className="sc-badge" data-status={schedule.status}>
                  {text(standard, plain)}
                </span>{' '}
                {schedule.overdueDates.length > 0
                  ? text(
                      `Not reported done: ${schedule.overdueDates.map(formatLocalDate).join('; ')}.`,
                      `Not sent back as done: ${schedule.overdueDates.map(formatLocalDate).join('; ')}.`,
                    )
                  : null}{' '}
                {schedule.nextDate ? text(`Next: ${formatLocalDate(schedule.nextDate)}.`, `Next: ${formatLocalDate(schedule.nextDate)}.`) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="sc-row">
        <button type="button" className="button" onClick={() => void setEnded(!ended)}>
          {ended ? text('Mark as active again', 'Mark as active again') : text('Mark this prescription ended', 'Mark as finished')}
        </button>
        <p role="status" className="sc-status">
          {status}
        </p>
      </div>
      <p className="sc-hint">
        {text("Ending it changes your chart only: the client's copy stays on their device until they remove it.", "This changes only your chart. The client's copy stays on their device.")}
      </p>
      <details>
        <summary>{text('Share this prescription', 'Send this again')}</summary>
        <SharePanel row={row} headingLevel={3} />
      </details>
    </div>
  );
}
