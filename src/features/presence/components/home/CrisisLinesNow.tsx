import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { countryFor, emergencyNumberFor, linesFor, smsHref, telHref } from '@/content/crisis-lines';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The crisis lines for the person's country, chosen by the one rule crisis help uses (src/domains/crisis-country/crisis-country.ts),
 * with its emergency number first. The country is known only on the device, so it fills in after hydration; crisis
 * help itself, with every country, is one link away either way. Calls and texts need no internet.
 */
export function CrisisLinesNow() {
  const hydrated = useHydrated();
  const choice = useMemo(() => (hydrated ? crisisCountryForDevice() : null), [hydrated]);
  const code = choice?.code ?? 'INTL';
  const country = countryFor(code);
  const emergency = emergencyNumberFor(code);
  const lines = linesFor(code).filter((line) => line.country !== 'INTL' && (line.phone || line.sms));

  return (
    <section className="presence-now__part" aria-labelledby="presence-lines-heading">
      <h3 id="presence-lines-heading">{choice && code !== 'INTL' ? `Crisis lines: ${country.name}` : 'Crisis lines'}</h3>
      <div className="presence-now__slot" aria-busy={!choice}>
        {!choice ? (
          <p className="presence-muted">Finding the lines for your country…</p>
        ) : (
          <>
            {emergency ? (
              <p className="presence-emergency">
                In immediate danger, call{' '}
                <a href={telHref(emergency.number)} className="presence-emergency__link">
                  {emergency.display}
                </a>
                .
              </p>
            ) : null}
            {lines.length > 0 ? (
              <ul className="presence-lines">
                {lines.map((line) => (
                  <li key={line.id} className="presence-line">
                    <span className="presence-line__name">{line.name}</span>
                    <span className="presence-person__actions">
                      {line.phone ? (
                        <a className="button" href={telHref(line.phone.number)}>
                          Call {line.phone.display}
                        </a>
                      ) : null}
                      {line.sms ? (
                        <a className="button" href={smsHref(line.sms)}>
                          Text {line.sms.display}
                        </a>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>We have not checked a line for your country yet; crisis help lists directories that can find one.</p>
            )}
          </>
        )}
        <p>
          <Link to={paths.crisisHelp}>Crisis help</Link>: every country’s lines, chat services and what to do while you
          wait{choice && !choice.chosen ? ', and where to choose your country if this is not it' : ''}.
        </p>
      </div>
    </section>
  );
}
