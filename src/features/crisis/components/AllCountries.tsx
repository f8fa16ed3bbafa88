import { memo } from 'react';
import { crisisCountries, linesFor, smsHref, telHref, type CrisisCountry } from '@/content/crisis-lines';

export const ALL_COUNTRIES_ID = 'crisis-all-countries';

function CountryEntry({ country }: { country: CrisisCountry }) {
  const lines = linesFor(country.code).filter((line) => line.country === country.code);
  return (
    <li className="crisis-country">
      <h3>{country.name}</h3>
      <ul className="crisis-country-numbers">
        {country.emergency && (
          <li>
            <a href={telHref(country.emergency.number)}>Emergency services: call {country.emergency.display}</a>
          </li>
        )}
        {lines.map((line) => (
          <li key={line.id}>
            {line.phone && (
              <a href={telHref(line.phone.number)}>
                {line.name}: call {line.phone.display}
              </a>
            )}
            {line.phone && line.sms && ' · '}
            {line.sms && (
              <a href={smsHref(line.sms)}>
                {line.name}: text {line.sms.display}
              </a>
            )}
            {!line.phone && !line.sms && line.web && <a href={line.web.url}>{line.name}</a>}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Every country's emergency number and lines, in the prerendered HTML itself: a phone that cannot run the app (no
 * JavaScript, an old browser, a failed script) still reaches help from /crisis-help. Once the script runs, the
 * person's own country is shown first above, and this list, unchanged, moves down as one layer (crisis.css). Memoised:
 * it takes nothing from the page, which renders again when it learns the person's country, so its some 300 elements
 * are not rendered again with it.
 */
export const AllCountries = memo(function AllCountries() {
  return (
    <section id={ALL_COUNTRIES_ID} className="crisis-section" aria-labelledby="crisis-all-countries-heading">
      <h2 id="crisis-all-countries-heading">Every country&rsquo;s numbers</h2>
      <p>Calls and texts go through your phone&rsquo;s network and work without an internet connection.</p>
      <ul className="crisis-countries">
        {crisisCountries
          .filter((country) => country.code !== 'INTL')
          .map((country) => (
            <CountryEntry key={country.code} country={country} />
          ))}
      </ul>
    </section>
  );
});
