import { c } from '../copy';
import type { SpecialistHelp } from '../types';

/**
 * Specialist help named in trail content notes. Phone numbers are not repeated here: country lines, each with its
 * source and the date it was checked, live in src/content/crisis-lines.ts and on /crisis-help.
 */
export const FIND_A_HELPLINE_URL = 'https://findahelpline.com';

export const helplineDirectory: SpecialistHelp = {
  name: c('Find A Helpline', 'Find A Helpline'),
  description: c(
    'An international directory of free, confidential helplines, searchable by country and by topic, including abuse, sexual violence, substance use, grief and pregnancy.',
    'A list of free helplines in many countries. You can search by topic.',
  ),
  url: FIND_A_HELPLINE_URL,
};

export const doctorHelp: SpecialistHelp = {
  name: c('Your doctor or health service', 'Your doctor'),
  description: c(
    'A family doctor or primary-care service can talk through what is happening, check for physical causes and refer you to specialist care.',
    'A doctor can talk it through with you and send you to the right help.',
  ),
};
