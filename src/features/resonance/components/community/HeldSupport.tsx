import { useState } from 'react';
import { Link } from 'react-router-dom';
import { countryFor, linesFor, smsHref, telHref } from '@/content/crisis-lines';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';

/**
 * What a writer sees when their words suggest they may be going through something very hard: a kind explanation
 * that a person will read the post first (not a rejection), and the crisis lines for their country, offline too.
 * Rendered only after hydration (it reads the device's country).
 */
export function HeldSupport({ titleId }: { titleId: string }) {
  const [{ code }] = useState(crisisCountryForDevice);
  const country = countryFor(code);
  const lines = linesFor(code);
  const local = lines.filter((line) => line.country !== 'INTL');
  const shown = (local.length > 0 ? local : lines).slice(0, 4);
  return (
    <section className="community-held" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        <Plain standard="Thank you for sharing this. You are not alone." plain="Thank you for telling us. You are not alone." />
      </h2>
      <p>
        <Plain
          standard="Some of what you wrote sounds like you may be going through something very painful. Your post is safe with us: a member of our moderation team will read it before it appears, so that it reaches the community with care. It has not been rejected."
          plain="It sounds like things are very hard right now. Your post is saved. A person from our team will read it before others see it. It has not been turned down."
        />
      </p>
      <p>
        <Plain
          standard="If you are thinking about ending your life or might act on thoughts of harming yourself, please reach out now. These people are there to listen, any time:"
          plain="If you might hurt yourself, please talk to someone now. These people will listen, any time:"
        />
      </p>
      {country.emergency ? (
        <p className="community-held__emergency">
          <Plain standard="If you are in immediate danger, call " plain="If you are in danger now, call " />
          <a href={telHref(country.emergency.number)}>{country.emergency.display}</a>.
        </p>
      ) : null}
      <ul className="community-held__lines">
        {shown.map((line) => (
          <li key={line.id}>
            <strong>{line.name}</strong>
            {line.phone ? (
              <>
                {' '}
                call <a href={telHref(line.phone.number)}>{line.phone.display}</a>
              </>
            ) : null}
            {line.sms ? (
              <>
                {line.phone ? ', or' : ''} text <a href={smsHref(line.sms)}>{line.sms.display}</a>
              </>
            ) : null}
            {!line.phone && !line.sms && line.web ? (
              <>
                {' '}
                <a href={line.web.url}>{line.web.label}</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.crisisHelp}>
          <Plain standard="See every crisis line and grounding exercises" plain="See all the help lines" />
        </Link>
      </p>
    </section>
  );
}
