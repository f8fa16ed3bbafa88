import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { countryFor, emergencyNumberFor, linesFor, smsHref, telHref } from '@/content/crisis-lines';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';

/**
 * Shown first, before any score, when PHQ-9 item 9 was answered above 'Not at all': warmth, the emergency number
 * and the crisis lines for the person's country from the bundled data (no network needed), the safety plan and
 * the full crisis help page. The tool page already bundles the crisis lines (the safety plan prints them), so this
 * costs no extra download. It is only ever shown after the person saved, in the browser, so it reads the device's
 * country at once. Takes focus, so that a screen reader starts here.
 */
export function MeasureCrisisHelp() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const code = useMemo(() => crisisCountryForDevice().code, []);
  const country = countryFor(code);
  const emergency = emergencyNumberFor(code);
  const lines = linesFor(code).filter((line) => line.phone || line.sms);

  return (
    <section className="measure-crisis" aria-labelledby="measure-crisis-title" data-testid="measure-crisis-help">
      <h2 id="measure-crisis-title" ref={headingRef} tabIndex={-1}>
        You do not have to face this alone
      </h2>
      <p>
        <Plain
          standard="You said that thoughts of being better off dead, or of hurting yourself, have come up lately. Thank you for answering honestly. Thoughts like these can feel overwhelming, and they can ease with support. People are ready to listen right now, at any hour."
          plain="You said you have had thoughts of being better off dead or of hurting yourself. Thank you for being honest. These thoughts can get easier with help. People are ready to listen now, day and night."
        />
      </p>
      {emergency ? (
        <p className="measure-crisis__emergency">
          <Plain standard="If you are in danger right now, call " plain="If you are in danger now, call " />
          <a href={telHref(emergency.number)}>{emergency.display}</a>.
        </p>
      ) : null}
      {lines.length > 0 ? (
        <>
          <h3>{code === 'INTL' ? 'Crisis lines' : `Crisis lines: ${country.name}`}</h3>
          <ul className="measure-crisis__lines">
            {lines.map((line) => (
              <li key={line.id}>
                <strong>{line.name}</strong>
                {line.phone ? (
                  <>
                    {' '}
                    <a href={telHref(line.phone.number)}>Call {line.phone.display}</a>
                  </>
                ) : null}
                {line.sms ? (
                  <>
                    {' '}
                    <a href={smsHref(line.sms)}>Text {line.sms.display}</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className="measure-crisis__next">
        <li>
          <Link to={paths.crisisHelp}>
            <Plain standard="All crisis help for your country, available offline" plain="See all the places to get help" />
          </Link>
        </li>
        <li>
          <Link to={paths.tool('safety-plan')}>
            <Plain standard="Your safety plan: steps and people for a hard moment" plain="Your safety plan" />
          </Link>
        </li>
      </ul>
      <p>
        <Plain
          standard="If you can, tell someone you trust how you are feeling, or share this result with your therapist or doctor."
          plain="If you can, tell someone you trust. You can also show this to your therapist or doctor."
        />
      </p>
    </section>
  );
}
