import { useState } from 'react';
import { countryFor } from '@/content/crisis-lines';
import { formatCalendarDate } from '@/lib/format';
import { therapyFindersFor, therapyFindersNoneFound } from '@/content/therapy-finders';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';

/** Country names that read better with 'the' in a sentence. */
const WITH_THE = new Set(['US', 'GB', 'NL']);

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * When the directory has no one to show: the official ways to find a therapist in the device's country (the country
 * crisis help uses), each with its source and the date it was checked; where we checked none, we say so and point to
 * the person's doctor or local health service, never to a link we have not read. Rendered only on the device (it
 * reads the device's country), after the directory's copy has been read.
 */
export function OfficialWaysNote() {
  const [{ code }] = useState(crisisCountryForDevice);
  const country = countryFor(code);
  const finders = therapyFindersFor(code);
  const noneFoundOn = therapyFindersNoneFound[code];
  const place = code === 'INTL' ? 'your country' : WITH_THE.has(code) ? `the ${country.name}` : country.name;
  return (
    <section className="directory-official" aria-labelledby="directory-official-title">
      <h3 id="directory-official-title">Other ways to find a therapist in {place}</h3>
      {finders.length === 0 && noneFoundOn ? (
        <p>
          We know of no official way to find a therapist in {place} that we could check against a published source, so we do
          not link to one (last checked <time dateTime={noneFoundOn}>{formatCalendarDate(noneFoundOn)}</time>). Your doctor or
          your local health service can help you find a therapist near you.
        </p>
      ) : finders.length === 0 ? (
        <p>
          We have not yet checked an official way to find a therapist in {place}, so we do not link to one. Your doctor or
          your local health service can help you find a therapist near you.
        </p>
      ) : (
        <ul>
          {finders.map((finder) => (
            <li key={finder.url}>
              <External href={finder.url}>{finder.name}</External>: {finder.description}
              <p className="directory-official__source">
                Source: <External href={finder.source.url}>{finder.source.name}</External> · Last checked{' '}
                <time dateTime={finder.checked}>{formatCalendarDate(finder.checked)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>Your doctor can also help you find a therapist, and crisis help is there if you need someone now.</p>
    </section>
  );
}
