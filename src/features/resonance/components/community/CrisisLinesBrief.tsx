import { useState } from 'react';
import { Link } from 'react-router-dom';
import { countryFor, linesFor, smsHref, telHref } from '@/content/crisis-lines';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';

/**
 * The emergency number and up to four crisis lines for the device's country, with the way to every line: shown
 * wherever the community speaks to a writer who may be at risk (a held post, a moderator's private reply). Rendered
 * only after hydration (it reads the device's country).
 */
export function CrisisLinesBrief() {
  const [{ code }] = useState(crisisCountryForDevice);
  const country = countryFor(code);
  const lines = linesFor(code);
  const local = lines.filter((line) => line.country !== 'INTL');
  const shown = (local.length > 0 ? local : lines).slice(0, 4);
  return (
    <>
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
    </>
  );
}
