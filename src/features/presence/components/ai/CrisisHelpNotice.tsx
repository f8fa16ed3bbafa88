import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { countryFor, linesFor, smsHref, telHref, type CrisisCountryCode } from '@/content/crisis-lines';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';

interface CrisisHelpNoticeProps {
  country: CrisisCountryCode;
  /** Moves focus to the notice's heading when it appears (after the person pressed a button). */
  focusOnShow?: boolean;
}

/**
 * What the AI tools show instead of their answer when the person's words suggest they may not be safe: warmth,
 * the emergency number and the crisis lines for their country, and the full crisis help page one step away.
 */
export function CrisisHelpNotice({ country, focusOnShow = true }: CrisisHelpNoticeProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const place = countryFor(country);
  const lines = linesFor(country).filter((line) => line.phone || line.sms);

  return (
    <section className="ai-crisis" aria-labelledby={headingId} data-testid="ai-crisis-help">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        <Plain standard="You deserve support right now" plain="You should not have to face this alone" />
      </h3>
      <p>
        <Plain
          standard="What you wrote sounds very painful. Thank you for putting it into words. Talking to someone now can help, and people are ready to listen at any hour."
          plain="What you wrote sounds very hard. Thank you for saying it. People are ready to listen, day and night."
        />
      </p>
      {place.emergency && (
        <p className="ai-crisis__emergency">
          <Plain standard="If you are in danger right now, call " plain="If you are in danger now, call " />
          <a href={telHref(place.emergency.number)}>{place.emergency.display}</a>.
        </p>
      )}
      {lines.length > 0 && (
        <ul className="ai-crisis__lines">
          {lines.map((line) => (
            <li key={line.id}>
              <strong>{line.name}</strong>
              {line.phone && (
                <>
                  {' '}
                  <a href={telHref(line.phone.number)}>Call {line.phone.display}</a>
                </>
              )}
              {line.sms && (
                <>
                  {' '}
                  <a href={smsHref(line.sms)}>Text {line.sms.display}</a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.crisisHelp}>
          <Plain standard="See all crisis help for your country" plain="See all the places to get help" />
        </Link>
      </p>
    </section>
  );
}
