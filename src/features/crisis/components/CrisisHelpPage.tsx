import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  countryFor,
  crisisCountries,
  detectCountry,
  formatCheckedDate,
  isCrisisCountryCode,
  linesFor,
  smsHref,
  telHref,
  type CrisisCountry,
  type CrisisCountryCode,
  type CrisisLine,
  type CrisisSource,
} from '@/content/crisis-lines';
import { readMirror, storageKeys, writeMirror } from '@/db/local-mirror';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import '../crisis.css';

const COUNTRY_SELECT_ID = 'crisis-country';

function readStoredCountry(): CrisisCountryCode | undefined {
  return readMirror(storageKeys.crisisCountry, isCrisisCountryCode);
}

function deviceLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

type ChoiceOrigin = 'saved' | 'not-saved' | 'detected' | 'unknown';

interface CountryChoice {
  code: CrisisCountryCode;
  origin: ChoiceOrigin;
}

function initialChoice(): CountryChoice {
  const stored = readStoredCountry();
  if (stored) return { code: stored, origin: 'saved' };
  const detected = detectCountry(deviceLocales());
  return { code: detected, origin: detected === 'INTL' ? 'unknown' : 'detected' };
}

const CHOICE_HINTS: Readonly<Record<ChoiceOrigin, string>> = {
  saved: 'Your choice is saved on this device.',
  'not-saved': 'This browser would not let us save your choice, so it applies until you leave this page.',
  detected:
    'We guessed this from your device’s language settings. If it’s wrong, choose your country; your choice is saved on this device.',
  unknown:
    'We couldn’t tell your country from your device’s settings. Choose it to see local lines; your choice is saved on this device.',
};

/** Country names that read better with 'the' in a sentence. */
const NAMES_WITH_THE: ReadonlySet<CrisisCountryCode> = new Set<CrisisCountryCode>(['US', 'GB', 'NL']);

function inSentence(country: CrisisCountry): string {
  return NAMES_WITH_THE.has(country.code) ? `the ${country.name}` : country.name;
}

function ExternalLink({ href, className, children }: { href: string; className?: string; children: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="crisis-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function SourceNote({ source, lastChecked }: { source: CrisisSource; lastChecked: string }) {
  return (
    <p className="crisis-source">
      Source: <ExternalLink href={source.url}>{source.name}</ExternalLink>
      {' · '}
      Last checked <time dateTime={lastChecked}>{formatCheckedDate(lastChecked)}</time>
    </p>
  );
}

function LineCard({ line }: { line: CrisisLine }) {
  const headingId = `crisis-line-${line.id}`;
  return (
    <li className="crisis-line">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="crisis-line-name">
          {line.name}
        </h3>
        <p className="crisis-line-description">{line.description}</p>
        <div className="crisis-actions">
          {line.phone && (
            <a className="crisis-action" href={telHref(line.phone.number)}>
              Call {line.phone.display}
            </a>
          )}
          {line.sms && (
            <a className="crisis-action" href={smsHref(line.sms)}>
              Text {line.sms.display}
            </a>
          )}
          {line.web && (
            <ExternalLink className="crisis-action crisis-action-web" href={line.web.url}>
              {line.web.label}
            </ExternalLink>
          )}
        </div>
        <SourceNote source={line.source} lastChecked={line.lastChecked} />
      </article>
    </li>
  );
}

export default function CrisisHelpPage() {
  usePageTitle('Crisis help');
  const [{ code, origin }, setChoice] = useState<CountryChoice>(initialChoice);
  const selectRef = useRef<HTMLSelectElement>(null);

  const country = countryFor(code);
  const place = inSentence(country);
  const emergency = country.emergency;
  const lines = linesFor(code);
  const localLines = lines.filter((line) => line.country !== 'INTL');
  const directories = lines.filter((line) => line.country === 'INTL');

  function handleCountryChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isCrisisCountryCode(next)) return;
    const saved = writeMirror(storageKeys.crisisCountry, next);
    setChoice({ code: next, origin: saved ? 'saved' : 'not-saved' });
  }

  return (
    <article className="crisis-page">
      <header className="crisis-header">
        <h1 className="crisis-title">Crisis help</h1>
        <p className="crisis-lead">
          <Plain
            standard={
              <>
                If things feel like too much right now, you don&rsquo;t have to carry it alone. The people on these lines
                are trained to listen, and you don&rsquo;t need to have the right words. Saying &ldquo;I&rsquo;m not
                OK&rdquo; is enough to start.
              </>
            }
            plain={
              <>
                If things feel like too much, you don&rsquo;t have to cope alone. The people on these lines know how to
                listen. You don&rsquo;t need the right words. You can just say &ldquo;I&rsquo;m not OK.&rdquo;
              </>
            }
          />
        </p>
      </header>

      <section className="crisis-danger" aria-labelledby="crisis-danger-heading">
        {emergency ? (
          <>
            <h2 id="crisis-danger-heading" className="crisis-danger-heading">
              If you are in immediate danger, call {emergency.display}
            </h2>
            <p className="crisis-danger-text">
              <Plain
                standard="Call now if you might act on thoughts of ending your life, if you have seriously hurt yourself or taken an overdose, or if someone else is in danger. Calls are answered any time."
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
              <button type="button" className="crisis-change-country" onClick={() => selectRef.current?.focus()}>
                Not in {place}? Change country
              </button>
            </p>
            <SourceNote source={emergency.source} lastChecked={emergency.lastChecked} />
          </>
        ) : (
          <>
            <h2 id="crisis-danger-heading" className="crisis-danger-heading">
              If you are in immediate danger, call your local emergency number
            </h2>
            <p className="crisis-danger-text">
              Call now if you might act on thoughts of ending your life, if you have seriously hurt yourself or taken an
              overdose, or if someone else is in danger.{' '}
              <button type="button" className="crisis-change-country" onClick={() => selectRef.current?.focus()}>
                Choose your country
              </button>{' '}
              to see its emergency number here.
            </p>
          </>
        )}
      </section>

      <section className="crisis-section" aria-labelledby="crisis-lines-heading">
        <h2 id="crisis-lines-heading">Talk to someone now</h2>

        <div className="crisis-country-picker">
          <label htmlFor={COUNTRY_SELECT_ID}>Your country or region</label>
          <select
            id={COUNTRY_SELECT_ID}
            ref={selectRef}
            className="crisis-country-select"
            value={code}
            onChange={handleCountryChange}
            aria-describedby="crisis-country-hint"
          >
            {crisisCountries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          <p id="crisis-country-hint" className="crisis-hint">
            {CHOICE_HINTS[origin]}
          </p>
        </div>

        <p className="crisis-showing" aria-live="polite">
          {code === 'INTL' ? 'Showing help you can use anywhere.' : `Showing help for ${place}.`}
        </p>

        {localLines.length > 0 ? (
          <ul className="crisis-lines">
            {localLines.map((line) => (
              <LineCard key={line.id} line={line} />
            ))}
          </ul>
        ) : code === 'INTL' ? (
          <p className="crisis-no-lines">
            If your country isn&rsquo;t in the list, the directories below can help you find a helpline wherever you
            are.
          </p>
        ) : (
          <p className="crisis-no-lines">
            We only list a line here once we have checked it against its official source, and we haven&rsquo;t
            checked one for {place} yet. The directories below can help you find helplines in{' '}
            {place}.
          </p>
        )}

        <p className="crisis-offline-note">
          Calls and texts go through your phone&rsquo;s network, not the internet, so these numbers work even when this
          app has no connection, and this page stays available offline. Online chat and the directories do need an
          internet connection.
        </p>
      </section>

      <section className="crisis-section" aria-labelledby="crisis-directories-heading">
        <h2 id="crisis-directories-heading">Find a helpline anywhere</h2>
        <ul className="crisis-lines">
          {directories.map((line) => (
            <LineCard key={line.id} line={line} />
          ))}
        </ul>
      </section>

      <section className="crisis-section crisis-wait" aria-labelledby="crisis-wait-heading">
        <h2 id="crisis-wait-heading">While you wait</h2>
        <p>If you&rsquo;re waiting for someone to answer, or for help to arrive, these small steps may help.</p>
        <ol className="crisis-steps">
          <li>
            <h3>Slow your breathing</h3>
            <p>
              Breathe in gently through your nose for a count of four, then out slowly through your mouth for a count
              of six. Letting the out-breath be longer than the in-breath may help your body settle a little. Keep
              going for a minute or two; it&rsquo;s fine if it feels uneven.
            </p>
          </li>
          <li>
            <h3>Put some distance between you and danger</h3>
            <p>
              If you can, move to a safer place, or away from anything you might use to hurt yourself. You could put
              it in another room, ask someone to hold on to it for now, or go somewhere with other people around.
            </p>
          </li>
          <li>
            <h3>Reach someone you trust</h3>
            <p>
              Let a friend, family member or someone nearby know how you&rsquo;re feeling. A short message is enough:
              &ldquo;I&rsquo;m not OK right now. Can you call me or come over?&rdquo; If you have added support people
              in <Link to={paths.hearthlink}>Hearthlink</Link>, their call and text links are there.
            </p>
          </li>
        </ol>
        <p>
          You can also call or text any of the lines on this page while you wait, even if you have already called someone
          else.
        </p>
      </section>
    </article>
  );
}
