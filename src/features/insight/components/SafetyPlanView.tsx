import { useState } from 'react';
import { Link } from 'react-router-dom';
import { countryFor, linesFor, smsHref, telHref as crisisTelHref, type CrisisLine } from '@/content/crisis-lines';
import type { ToolContent } from '@/content/insight/types';
import type { InsightEntryRow, InsightFieldGroup } from '@/db/types';
import { useCopy } from '../hooks/use-copy';
import { crisisCountryForDevice } from '@/lib/crisis-country';
import { formatDateTime } from '../lib/format';
import { paths } from '../lib/paths';

/** A phone number as a tel: link target, or null when it has too few digits to dial. */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return dialable.replace(/\+/g, '').length >= 3 ? `tel:${dialable}` : null;
}

function Contact({ group }: { group: InsightFieldGroup }) {
  const name = typeof group.name === 'string' ? group.name : '';
  const phone = typeof group.phone === 'string' ? group.phone : '';
  const href = phone ? telHref(phone) : null;
  return (
    <li>
      <span className="insight-user-text">{name}</span>
      {phone ? (
        <>
          {' · '}
          {href ? (
            <a href={href} className="insight-user-text">
              {phone}
            </a>
          ) : (
            <span className="insight-user-text">{phone}</span>
          )}
        </>
      ) : null}
    </li>
  );
}

/**
 * The safety plan as a readable, printable page: each of the six steps with the person's own words, the date it
 * was last changed, and where crisis help is. Printing shows only this.
 */
export function SafetyPlanView({ tool, entry }: { tool: ToolContent; entry: InsightEntryRow }) {
  const pick = useCopy();
  return (
    <section className="insight-plan insight-print" aria-labelledby="insight-plan-title">
      <h2 id="insight-plan-title">My safety plan</h2>
      <p className="insight-muted">Last changed {formatDateTime(entry.updatedAt)}</p>
      {tool.steps.map((step) => {
        const field = step.fields[0];
        if (!field) return null;
        const value = entry.values[field.id];
        const headingId = `insight-plan-${step.id}`;
        let content;
        if (field.kind === 'repeater') {
          const groups = Array.isArray(value) ? (value as InsightFieldGroup[]) : [];
          content =
            groups.length > 0 ? (
              <ul>
                {groups.map((group, index) => (
                  <Contact key={index} group={group} />
                ))}
              </ul>
            ) : null;
        } else {
          const items = Array.isArray(value) ? (value as unknown[]).filter((item): item is string => typeof item === 'string') : [];
          content =
            items.length > 0 ? (
              <ul>
                {items.map((item, index) => (
                  <li key={index} className="insight-user-text">
                    {item}
                  </li>
                ))}
              </ul>
            ) : null;
        }
        return (
          <section key={step.id} className="insight-plan__step" aria-labelledby={headingId}>
            <h3 id={headingId}>{pick(step.title)}</h3>
            {content ?? <p className="insight-muted">Not filled in yet.</p>}
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
    <section className="insight-plan__step insight-plan__crisis" aria-labelledby="insight-plan-crisis">
      <h3 id="insight-plan-crisis">If I am in danger</h3>
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
      <p className="insight-muted">
        {code === 'INTL' ? 'Directories that work from anywhere' : `Lines for ${country.name}`}
        {chosen ? ' (as chosen on the crisis help page).' : ' (guessed from this device’s language settings).'}{' '}
        <span className="insight-no-print">
          To change the country or see every line, open <Link to={paths.crisisHelp}>crisis help</Link>, which works
          offline.
        </span>
      </p>
    </section>
  );
}
