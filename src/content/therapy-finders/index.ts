/**
 * Official ways to find a therapist, by country, for when the directory has no one to show: cited like the crisis
 * lines, each with the page it was read on and the date it was checked. A way is added only once what it says has
 * been read on the cited page (a government or public health service's own page); a country without one gets no
 * invented link: the directory says so and points to the person's doctor or local health service instead.
 */
import type { CrisisCountryCode, CrisisSource } from '../crisis-lines';

export interface TherapyFinder {
  /** What it is, as a person would recognise it. */
  name: string;
  /** Where to go (https). */
  url: string;
  /** One sentence: what it does and for whom. */
  description: string;
  source: CrisisSource;
  /** ISO date (yyyy-mm-dd) it was last checked against `source`. */
  checked: string;
}

const CHECKED = '2026-11-27';

export const therapyFinders: Readonly<Partial<Record<CrisisCountryCode, readonly TherapyFinder[]>>> = {
  US: [
    {
      name: 'FindTreatment.gov',
      url: 'https://findtreatment.gov/',
      description:
        'The U.S. government’s searchable list of places that treat mental health and substance use conditions across the United States and its territories, kept by SAMHSA.',
      source: {
        name: 'U.S. Department of Health and Human Services, Office of Inspector General',
        url: 'https://oig.hhs.gov/reports-and-publications/workplan/summary/wp-summary-0000763.asp',
      },
      checked: CHECKED,
    },
  ],
  GB: [
    {
      name: 'NHS Talking Therapies (England)',
      url: 'https://www.nhs.uk/talk',
      description:
        'Free NHS talking therapies for adults in England with anxiety or depression. You can refer yourself online, or your GP can refer you. Elsewhere in the UK, start with your GP.',
      source: { name: 'NHS South Yorkshire', url: 'https://southyorkshire.icb.nhs.uk/news/time-talk' },
      checked: CHECKED,
    },
  ],
  AU: [
    {
      name: 'Mental health care and Medicare',
      url: 'https://www.servicesaustralia.gov.au/individuals/subjects/whats-covered-medicare/mental-health-care-and-medicare',
      description:
        'When it is not an emergency, your doctor can make a mental health treatment plan and refer you to a psychologist or other mental health professional, with help from Medicare towards the cost.',
      source: {
        name: 'Services Australia',
        url: 'https://www.servicesaustralia.gov.au/individuals/subjects/whats-covered-medicare/mental-health-care-and-medicare',
      },
      checked: CHECKED,
    },
    {
      name: 'Head to Health (becoming Medicare Mental Health)',
      url: 'https://www.headtohealth.gov.au/',
      description:
        'A free Australian Government service that helps anyone living in Australia find the right mental health support, including a phone service.',
      source: {
        name: 'Head to Health, Australian Government',
        url: 'https://www.headtohealth.gov.au/for-health-professionals/working-alongside-head-to-health-services',
      },
      checked: CHECKED,
    },
  ],
};

export function therapyFindersFor(code: CrisisCountryCode): readonly TherapyFinder[] {
  return therapyFinders[code] ?? [];
}
