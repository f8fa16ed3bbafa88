import { useState } from 'react';
import { Link } from 'react-router-dom';
import { countryFor, linesFor, smsHref, telHref as crisisTelHref, type CrisisLine } from '@/content/crisis-lines';
import type { InsightValues } from '@/db/types';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCopy } from '@/components/ui/use-copy';
import { planContacts, planListItems, planSteps, type PlanContact } from '@/domains/safety-plan/model';
import './safety-plan.css';

/** A phone number as a tel: link target, or null when it has too few digits to dial. */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return dialable.replace(/\+/g, '').length >= 3 ? `tel:${dialable}` : null;
}

function Contact({ contact: { name, phone } }: { contact: PlanContact }) {
  const href = phone ? telHref(phone) : null;
  return (
    <li>
      <span className="safety-plan__text">{name}</span>
      {phone ? (
        <>
          {' · '}
          {href ? (
            <a href={href} className="safety-plan__text">
              {phone}
            </a>
          ) : (
            <span className="safety-plan__text">{phone}</span>
          )}
        </>
      ) : null}
    </li>
  );
}

interface SafetyPlanViewProps {
  /** The plan's values and when it last changed (the safety-plan row from src/domains/safety-plan). */
  entry: { values: InsightValues; updatedAt: string };
  /** Where to change a step (the forge links each step to its wizard page); none on Insight's tool page. */
  editLinkFor?: (stepId: string) => { to: string; label: string };
}

/**
 * The safety plan as a readable, printable page: each step with the person's own words, the date it was last
 * changed, and where crisis help is. Printing a page that holds it shows only this (safety-plan.css). Insight's tool
 * page and the forge both show the plan through it.
 */
export function SafetyPlanView({ entry, editLinkFor }: SafetyPlanViewProps) {
  const pick = useCopy();
  return (
    <section className="safety-plan safety-plan-print" aria-labelledby="safety-plan-title">
      <h2 id="safety-plan-title">My safety plan</h2>
      <p className="safety-plan__muted">Last changed {formatDateTime(entry.updatedAt)}</p>
      {planSteps.map(({ step, field }) => {
        const headingId = `safety-plan-${step.id}`;
        let content;
        if (field.kind === 'repeater') {
          const contacts = planContacts(entry.values, field.id);
          content =
            contacts.length > 0 ? (
              <ul>
                {contacts.map((contact, index) => (
                  <Contact key={index} contact={contact} />
                ))}
              </ul>
            ) : null;
        } else {
          const items = planListItems(entry.values, field.id);
          content =
            items.length > 0 ? (
              <ul>
                {items.map((item, index) => (
                  <li key={index} className="safety-plan__text">
                    {item}
                  </li>
                ))}
              </ul>
            ) : null;
        }
        const edit = editLinkFor?.(step.id);
        return (
          <section key={step.id} className="safety-plan__step" aria-labelledby={headingId}>
            <h3 id={headingId}>{pick(step.title)}</h3>
            {content ?? <p className="safety-plan__muted">Not filled in yet.</p>}
            {edit ? (
              <p className="safety-plan__edit safety-plan-no-print">
                <Link to={edit.to}>{edit.label}</Link>
              </p>
            ) : null}
          </section>
        );
      })}
      <CrisisPart />
    </section>
  );
}

/** One crisis line as words that still work on paper: its name, the number to call or text, or the web address. */
function CrisisLineItem({ line }: { line: CrisisLine }) {
  const ways = [];
  if (line.phone) {
    ways.push(
      <span key="call">
        call <a href={crisisTelHref(line.phone.number)}>{line.phone.display}</a>
      </span>,
    );
  }
  if (line.sms) {
    ways.push(
      <span key="text">
        text <a href={smsHref(line.sms)}>{line.sms.display}</a>
      </span>,
    );
  }
  if (!line.phone && !line.sms && line.web) ways.push(<span key="web">{line.web.url.replace(/^https:\/\//, '').replace(/\/$/, '')}</span>);
  return (
    <li>
      <strong>{line.name}</strong>
      {ways.length > 0 ? ': ' : null}
      {ways.map((way, index) => (
        <span key={index}>
          {index > 0 ? ', or ' : null}
          {way}
        </span>
      ))}
    </li>
  );
}

/**
 * 'If I am in danger', written out in full: a link is no use on paper, so the emergency number and the main crisis
 * lines for the person's country are printed as numbers (from src/content/crisis-lines.ts). Countries with no line
 * of their own get the international directories.
 */
function CrisisPart() {
  const [{ code, chosen }] = useState(crisisCountryForDevice);
  const country = countryFor(code);
  const lines = linesFor(code);
  const local = lines.filter((line) => line.country !== 'INTL');
  const shown = local.length > 0 ? local : lines;
  return (
    <section className="safety-plan__step safety-plan__crisis" aria-labelledby="safety-plan-crisis">
      <h3 id="safety-plan-crisis">If I am in danger</h3>
      {country.emergency ? (
        <p>
          If my life is in danger, I call the emergency number:{' '}
          <strong>
            <a href={crisisTelHref(country.emergency.number)}>{country.emergency.display}</a>
          </strong>
          .
        </p>
      ) : (
        <p>If my life is in danger, I call the local emergency number.</p>
      )}
      <p>{local.length > 0 ? 'To talk to someone now, any time:' : 'To find a crisis line near me:'}</p>
      <ul>
        {shown.map((line) => (
          <CrisisLineItem key={line.id} line={line} />
        ))}
      </ul>
      <p className="safety-plan__muted">
        {code === 'INTL' ? 'Directories that work from anywhere' : `Lines for ${country.name}`}
        {chosen ? ' (as chosen on the crisis help page).' : ' (guessed from this device’s language settings).'}{' '}
        <span className="safety-plan-no-print">
          To change the country or see every line, open <Link to={paths.crisisHelp}>crisis help</Link>, which works
          offline.
        </span>
      </p>
    </section>
  );
}
