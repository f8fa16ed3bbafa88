import { Link } from 'react-router-dom';
import type { LocalDate, PrescribedItem } from '@contract/prescription-schemas';
import { PrescriptionSummary } from '@/domains/prescriptions/components/PrescriptionSummary';
import type { PrescribedCompletionRow, ReceivedPrescriptionRow } from '@/db/star-chart-types';
import { Plain } from '@/lib/plain-language';
import { describeSchedule, deviceTimeZone, type ItemSchedule } from '@/domains/calendar/rhythm';
import { formatLocalDate, formatWallClock } from '@/domains/calendar/rhythm-words';
import { markPrescribedItemDone, unmarkPrescribedItemDone } from '../data/mark-prescribed-item-done';
import { usePrescribedCompletions, useReceivedPrescriptions } from '@/domains/prescriptions/data/read-received-prescriptions';
import { removeReceivedPrescription } from '../data/remove-received-prescription';
import { prescribedItemPath, prescribedReturnPath, sendBackPath } from '../lib/prescribed-item-path';
import { ConfirmDelete } from './ConfirmDelete';

function ScheduleLine({ item, schedule }: { item: PrescribedItem; schedule: ItemSchedule }) {
  const window = item.rhythm.window;
  switch (schedule.status) {
    case 'due':
      return window ? <>Due today, between {formatWallClock(window.from)} and {formatWallClock(window.to)}</> : <>Due today</>;
    case 'done':
      return <>Done for today</>;
    case 'ended':
      return <Plain standard="Its dates have ended: nothing more is planned." plain="Nothing more is planned." />;
    case 'overdue':
    case 'upcoming':
      return schedule.nextDate ? <>Next: {formatLocalDate(schedule.nextDate)}</> : <>Nothing planned for today</>;
  }
}

function PrescribedItemRow({ prescriptionId, item, completions, now }: { prescriptionId: string; item: PrescribedItem; completions: readonly PrescribedCompletionRow[]; now: Date }) {
  const doneDates: LocalDate[] = completions.filter((row) => row.itemId === item.id).map((row) => row.dueDate);
  const schedule = describeSchedule(item.rhythm, doneDates, now, deviceTimeZone());
  const doneToday = schedule.status === 'done' && schedule.dueDate !== null;
  return (
    <li className="insight-day__item prescribed-item">
      <div>
        <Link to={prescribedItemPath(item, prescribedReturnPath(prescriptionId, item.id))}>{item.title}</Link>
        <p className="insight-muted">
          <ScheduleLine item={item} schedule={schedule} />
        </p>
        {schedule.overdueDates.length > 0 ? (
          <p className="insight-muted">
            <Plain standard="Not done yet, from earlier: " plain="Not done yet: " />
            {schedule.overdueDates.map(formatLocalDate).join(', ')}.{' '}
            <Plain standard="There is no catching up to do: pick it up whenever it suits you." plain="No need to catch up. Do it when it suits you." />
          </p>
        ) : null}
        {schedule.status === 'due' && schedule.dueDate ? (
          <button
            type="button"
            className="button button--primary"
            aria-label={`Mark done: ${item.title}`}
            onClick={() => void markPrescribedItemDone(prescriptionId, item.id, schedule.dueDate!)}
          >
            Mark done
          </button>
        ) : null}
        {doneToday ? (
          <button
            type="button"
            className="button"
            aria-label={`Mark as not done: ${item.title}`}
            onClick={() => void unmarkPrescribedItemDone(prescriptionId, item.id, schedule.dueDate!)}
          >
            Mark as not done
          </button>
        ) : null}
      </div>
    </li>
  );
}

function ReceivedPrescription({ row, completions, now }: { row: ReceivedPrescriptionRow; completions: readonly PrescribedCompletionRow[]; now: Date }) {
  const { prescription } = row;
  const headingId = `received-${prescription.id}`;
  return (
    <li className="insight-card prescribed-journey">
      <h3 id={headingId} className="insight-card__title">
        From {prescription.prescriber.name}
      </h3>
      <details>
        <summary>What was prescribed, and the note</summary>
        <PrescriptionSummary prescription={prescription} headingLevel={3} />
      </details>
      <h4>Today</h4>
      <ul className="insight-day__items">
        {prescription.items.map((item) => (
          <PrescribedItemRow key={item.id} prescriptionId={prescription.id} item={item} completions={completions} now={now} />
        ))}
      </ul>
      <div className="insight-actions">
        <Link className="button" to={sendBackPath(prescription.id)}>
          Choose what to send back<span className="visually-hidden"> to {prescription.prescriber.name}</span>
        </Link>
        <ConfirmDelete what={`the prescription from ${prescription.prescriber.name}`} label="Remove" onDelete={() => removeReceivedPrescription(prescription.id)} />
      </div>
    </li>
  );
}

/** "From your therapist": prescriptions this device received, with each item's schedule today. */
export function PrescribedJourneys() {
  const rows = useReceivedPrescriptions();
  const completions = usePrescribedCompletions();
  if (rows === undefined || completions === undefined || rows.length === 0) return null;
  const now = new Date();
  return (
    <section className="insight-section prescribed-journeys" aria-labelledby="prescribed-journeys-heading">
      <h2 id="prescribed-journeys-heading">From your therapist</h2>
      <p className="insight-muted">
        <Plain
          standard="These stay on this device. Nothing about what you do here is sent to your therapist unless you choose to send it back."
          plain="These stay on this device. Your therapist sees nothing unless you send it."
        />
      </p>
      <ul className="insight-cards">
        {rows.map((row) => (
          <ReceivedPrescription key={row.id} row={row} completions={completions.get(row.id) ?? []} now={now} />
        ))}
      </ul>
    </section>
  );
}
