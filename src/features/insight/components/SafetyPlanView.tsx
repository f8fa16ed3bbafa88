import { Link } from 'react-router-dom';
import type { ToolContent } from '@/content/insight/types';
import type { InsightEntryRow, InsightFieldGroup } from '@/db/types';
import { useCopy } from '../hooks/use-copy';
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
      <section className="insight-plan__step insight-plan__crisis" aria-labelledby="insight-plan-crisis">
        <h3 id="insight-plan-crisis">If I am in danger</h3>
        <p>
          Call your local emergency number. Crisis lines for your country are on Better Minds’ crisis help page, which
          works offline: <Link to={paths.crisisHelp}>crisis help</Link>.
        </p>
      </section>
    </section>
  );
}
