import {
  formatCheckedDate,
  possiblyOutOfDate,
  STALE_AFTER_MONTHS,
  type CrisisCountry,
  type CrisisCountryCode,
  type CrisisSource,
} from '@/content/crisis-lines';
import { useHydrated } from '@/lib/use-hydrated';

/** Country names that read better with 'the' in a sentence. */
const NAMES_WITH_THE: ReadonlySet<CrisisCountryCode> = new Set<CrisisCountryCode>(['US', 'GB', 'NL']);

export function inSentence(country: CrisisCountry): string {
  return NAMES_WITH_THE.has(country.code) ? `the ${country.name}` : country.name;
}

export function ExternalLink({ href, className, children }: { href: string; className?: string; children: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="crisis-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Where a fact comes from and when we last checked it. A check more than six months old (against the device's today,
 * so only after hydration: the prerendered page cannot know the day it is read) is marked as possibly out of date,
 * pointing to the source to check; the number is still shown, as it most likely still works.
 */
export function SourceNote({ source, lastChecked }: { source: CrisisSource; lastChecked: string }) {
  const hydrated = useHydrated();
  const now = hydrated ? new Date() : null;
  const stale = now !== null && possiblyOutOfDate(lastChecked, now);
  return (
    <p className={stale ? 'crisis-source crisis-source--stale' : 'crisis-source'}>
      {stale ? (
        <>
          <strong>Possibly out of date:</strong> we last checked this over {STALE_AFTER_MONTHS} months ago. Before you
          rely on it, check the source:{' '}
        </>
      ) : (
        'Source: '
      )}
      <ExternalLink href={source.url}>{source.name}</ExternalLink>
      {' · '}
      Last checked <time dateTime={lastChecked}>{formatCheckedDate(lastChecked)}</time>
    </p>
  );
}

