import { formatCheckedDate, type CrisisCountry, type CrisisCountryCode, type CrisisSource } from '@/content/crisis-lines';

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

export function SourceNote({ source, lastChecked }: { source: CrisisSource; lastChecked: string }) {
  return (
    <p className="crisis-source">
      Source: <ExternalLink href={source.url}>{source.name}</ExternalLink>
      {' · '}
      Last checked <time dateTime={lastChecked}>{formatCheckedDate(lastChecked)}</time>
    </p>
  );
}

