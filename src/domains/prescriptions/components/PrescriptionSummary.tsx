import { Link } from 'react-router-dom';
import type { PrescribableKind, Prescription } from '@contract/prescription-schemas';
import { rhythmInWords } from '@/domains/calendar/rhythm';
import { paths } from '@/lib/paths';
import { Plain, usePlainLanguage } from '@/lib/plain-language';
import { formatDateTime } from '@/lib/format';
import './prescriptions.css';

const KIND_NAMES: Record<PrescribableKind, { standard: string; plain: string }> = {
  tool: { standard: 'Tool', plain: 'Tool' },
  trail: { standard: 'Trail', plain: 'Trail' },
  flow: { standard: 'Guided flow', plain: 'Guided steps' },
  activity: { standard: 'Imaginarium activity', plain: 'Activity' },
  journey: { standard: 'Journey', plain: 'Journey' },
};

interface PrescriptionSummaryProps {
  prescription: Prescription;
  /** The heading level of the summary's own heading (the items are one level below). */
  headingLevel?: 2 | 3;
}

/**
 * What was prescribed and by whom, in plain words: each item with its rhythm, the therapist's note, and (when the
 * therapist asked for it) a reminder of the crisis page. Every text is rendered as text, never as HTML.
 */
export function PrescriptionSummary({ prescription, headingLevel = 2 }: PrescriptionSummaryProps) {
  const plain = usePlainLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ItemHeading = headingLevel === 2 ? 'h3' : 'h4';
  const { prescriber } = prescription;
  const byline = prescriber.credentials ? `${prescriber.name}, ${prescriber.credentials}` : prescriber.name;
  const headingId = `prescription-${prescription.id}-heading`;

  return (
    <section className="prescription-summary" aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Plain standard="Prescribed by " plain="From " />
        {byline}
      </Heading>
      <p className="prescription-summary__meta">
        <Plain standard="Written on " plain="Made on " />
        {formatDateTime(prescription.createdAt)}.{' '}
        {prescription.items.length === 1 ? (
          <Plain standard="One item." plain="One thing to do." />
        ) : (
          <Plain standard={`${prescription.items.length} items.`} plain={`${prescription.items.length} things to do.`} />
        )}
      </p>
      {prescription.note ? (
        <div className="prescription-summary__note">
          <p className="prescription-summary__label">
            <Plain standard="A note from your therapist" plain="Your therapist says" />
          </p>
          <p className="prescription-summary__text">{prescription.note}</p>
        </div>
      ) : null}
      <ul className="prescription-summary__items">
        {prescription.items.map((item) => (
          <li key={item.id} className="prescription-summary__item">
            <ItemHeading className="prescription-summary__item-title">{item.title}</ItemHeading>
            <p className="prescription-summary__kind">
              {plain ? KIND_NAMES[item.kind].plain : KIND_NAMES[item.kind].standard}
              {item.kind === 'flow' && item.ageTier ? <> (for {item.ageTier === 'adult' ? 'adults' : item.ageTier === 'teen' ? 'teens' : 'children'})</> : null}
            </p>
            <p>{rhythmInWords(item.rhythm, plain)}</p>
            {item.note ? <p className="prescription-summary__text">{item.note}</p> : null}
          </li>
        ))}
      </ul>
      {prescription.crisisReminder ? (
        <p className="prescription-summary__crisis">
          <Plain
            standard="If things feel too much at any point, you do not have to wait for your next session: "
            plain="If things get too hard, you do not have to wait: "
          />
          <Link to={paths.crisisHelp}>
            <Plain standard="crisis help is here, any time" plain="get help now" />
          </Link>
          .
        </p>
      ) : null}
    </section>
  );
}
