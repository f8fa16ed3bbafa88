import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  countryFor,
  crisisCountries,
  isCrisisCountryCode,
  linesFor,
  smsHref,
  telHref,
  type CrisisCountryCode,
  type CrisisLine,
} from '@/content/crisis-lines';
import { storageKeys, writeMirror } from '@/db/local-mirror';
import { crisisCountryForDevice } from '@/domains/crisis-country/crisis-country';
import { paths } from '@/lib/paths';
import { useAfterNextFrame } from '@/lib/use-after-next-frame';
import { useHydrated } from '@/lib/use-hydrated';
import { Plain } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import '../styles/crisis.css';
import { ALL_COUNTRIES_ID, AllCountries } from './AllCountries';
import { CountryDanger, DANGER_TEXT } from './CountryDanger';
import { ExternalLink, inSentence, SourceNote } from './crisis-parts';
import { MyCrisisCard } from './MyCrisisCard';

const COUNTRY_SELECT_ID = 'crisis-country';

type ChoiceOrigin = 'saved' | 'not-saved' | 'detected' | 'unknown';

interface CountryChoice {
  code: CrisisCountryCode;
  origin: ChoiceOrigin;
}

function initialChoice(): CountryChoice {
  const { code, chosen } = crisisCountryForDevice();
  if (chosen) return { code, origin: 'saved' };
  return { code, origin: code === 'INTL' ? 'unknown' : 'detected' };
}

const CHOICE_HINTS: Readonly<Record<ChoiceOrigin, string>> = {
  saved: 'Your choice is saved on this device.',
  'not-saved': 'This browser would not let us save your choice, so it applies until you leave this page.',
  detected:
    'We guessed this from your device’s language settings. If it’s wrong, choose your country; your choice is saved on this device.',
  unknown:
    'We couldn’t tell your country from your device’s settings. Choose it to see local lines; your choice is saved on this device.',
};

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
  // The person's country comes from this device (a saved choice or its languages): the prerendered page cannot know
  // it, so it shows every country's numbers (AllCountries) and this page's top part fills in after hydration.
  const hydrated = useHydrated();
  const onDevice = useMemo(() => (hydrated ? initialChoice() : null), [hydrated]);
  const [chosen, setChoice] = useState<CountryChoice | null>(null);
  const choice = chosen ?? onDevice;
  // On a returning phone at 6x CPU slowdown, the danger card and the country's lines in one frame took 33 to 46 ms of
  // style, layout and paint: the lines come one frame after the card (decision 0047).
  const linesShown = useAfterNextFrame(choice !== null);
  const selectRef = useRef<HTMLSelectElement>(null);

  const code = choice?.code ?? 'INTL';
  const place = inSentence(countryFor(code));
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
        {choice ? (
          <CountryDanger code={choice.code} onChangeCountry={() => selectRef.current?.focus()} />
        ) : (
          <>
            <h2 id="crisis-danger-heading" className="crisis-danger-heading">
              If you are in immediate danger, call your local emergency number
            </h2>
            <p className="crisis-danger-text">{DANGER_TEXT}</p>
            <div className="crisis-danger-actions">
              <a className="crisis-call-emergency" href={`#${ALL_COUNTRIES_ID}`}>
                Find your country&rsquo;s number
              </a>
            </div>
          </>
        )}
      </section>

      <MyCrisisCard />

      <section className="crisis-section" aria-labelledby="crisis-lines-heading">
        <h2 id="crisis-lines-heading">Talk to someone now</h2>

        <div className="crisis-country-picker">
          <label htmlFor={COUNTRY_SELECT_ID}>Your country or region</label>
          <select
            id={COUNTRY_SELECT_ID}
            ref={selectRef}
            className="crisis-country-select"
            value={choice?.code ?? 'INTL'}
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
            {choice ? CHOICE_HINTS[choice.origin] : CHOICE_HINTS.unknown}
          </p>
        </div>

        <p className="crisis-showing" aria-live="polite">
          {choice === null || code === 'INTL' ? 'Showing help you can use anywhere.' : `Showing help for ${place}.`}
        </p>

        {choice === null || !linesShown ? (
          <p className="crisis-no-lines">
            Every country&rsquo;s lines are listed below, under{' '}
            <a href={`#${ALL_COUNTRIES_ID}`}>Every country&rsquo;s numbers</a>.
          </p>
        ) : localLines.length > 0 ? (
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

      <AllCountries />

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
      <p className="crisis-not-now">
        Not in crisis, but need someone to talk to over time? <Link to={paths.directory}>Find a therapist</Link>.
      </p>
    </article>
  );
}
