import { countryFor, telHref, type CrisisCountryCode } from '@/content/crisis-lines';
import { Plain } from '@/lib/plain-language';
import { inSentence, SourceNote } from './crisis-parts';

export const DANGER_TEXT =
  'Call now if you might act on thoughts of ending your life, if you have seriously hurt yourself or taken an overdose, or if someone else is in danger.';

/** The emergency number of the person's country, at the top of crisis help (filled in once the script runs). */
export function CountryDanger({ code, onChangeCountry }: { code: CrisisCountryCode; onChangeCountry: () => void }) {
  const country = countryFor(code);
  const emergency = country.emergency;
  const place = inSentence(country);
  if (!emergency) {
    return (
      <>
        <h2 id="crisis-danger-heading" className="crisis-danger-heading">
          If you are in immediate danger, call your local emergency number
        </h2>
        <p className="crisis-danger-text">
          {DANGER_TEXT}{' '}
          <button type="button" className="crisis-change-country" onClick={onChangeCountry}>
            Choose your country
          </button>{' '}
          to see its emergency number here.
        </p>
      </>
    );
  }
  return (
    <>
      <h2 id="crisis-danger-heading" className="crisis-danger-heading">
        If you are in immediate danger, call {emergency.display}
      </h2>
      <p className="crisis-danger-text">
        <Plain
          standard={`${DANGER_TEXT} Calls are answered any time.`}
          plain="Call now if you might try to end your life, if you are badly hurt or have taken too much of a drug or medicine, or if someone else is in danger. Someone answers at any time, day or night."
        />
      </p>
      <div className="crisis-danger-actions">
        <a className="crisis-call-emergency" href={telHref(emergency.number)}>
          Call {emergency.number}
        </a>
        {emergency.alternatives.map((number) => (
          <a key={number} className="crisis-call-alternative" href={telHref(number)}>
            Or call {number}
          </a>
        ))}
      </div>
      <p className="crisis-danger-place">
        This is the emergency number for {place}.{' '}
        <button type="button" className="crisis-change-country" onClick={onChangeCountry}>
          Not in {place}? Change country
        </button>
      </p>
      <SourceNote source={emergency.source} lastChecked={emergency.lastChecked} />
    </>
  );
}
