/**
 * The data of `index.ts`. Rules for adding: a way goes in only once what its description says has been read on the
 * cited page, named for who publishes it (a government or public health service, a statutory insurer, or the national
 * professional body; where only another page described it, that page is named as it is), with the date it was checked.
 * Where we looked for a country and found none we could check, it goes in `therapyFindersNoneFound` with the date, and
 * the directory says so plainly. The content test (src/content/__tests__/therapy-finders.test.ts) refuses an entry
 * without a source or a date.
 */
import type { CrisisCountryCode } from '../crisis-lines';
import { europeFinders } from './finders-europe';
import { worldFinders } from './finders-world';
import type { TherapyFinder } from './types';

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
        'Free NHS talking therapies for adults in England with anxiety or depression. You can refer yourself online, or your GP can refer you. In Scotland, Wales and Northern Ireland, start with your GP.',
      source: { name: 'NHS South Yorkshire', url: 'https://southyorkshire.icb.nhs.uk/news/time-talk' },
      checked: CHECKED,
    },
    {
      name: 'BACP therapist directory (all of the UK)',
      url: 'https://www.bacp.co.uk/',
      description:
        'The British Association for Counselling and Psychotherapy, the national professional body, keeps a directory of its members that you can search by where you live, anywhere in the UK.',
      source: { name: 'BACP: directory listing criteria', url: 'https://www.bacp.co.uk/membership/directories/listing-criteria/' },
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
  CA: [
    {
      name: 'Where to Get Care (Mental Health Commission of Canada)',
      url: 'https://mentalhealthcommission.ca/resource/where-to-get-care-a-guide-to-navigating-public-and-private-mental-health-services-in-canada',
      description:
        'A national guide to finding mental health care in Canada, public and private: where to start, who does what, and what depends on your province or territory, your income and your benefits.',
      source: {
        name: 'Mental Health Commission of Canada',
        url: 'https://mentalhealthcommission.ca/resource/where-to-get-care-a-guide-to-navigating-public-and-private-mental-health-services-in-canada',
      },
      checked: CHECKED,
    },
  ],
  NZ: [
    {
      name: 'New Zealand Psychologists Board register',
      url: 'https://www.psychologistsboard.org.nz/',
      description:
        'The official register of psychologists allowed to practise in Aotearoa New Zealand, searchable by the public, with an A to Z directory. Your GP can also refer you.',
      source: { name: 'New Zealand Psychologists Board', url: 'https://www.psychologistsboard.org.nz/' },
      checked: CHECKED,
    },
  ],
  DE: [
    {
      name: 'Terminservicestelle 116117',
      url: 'https://www.116117.de/',
      description:
        'The national appointment service of the statutory health insurance (call 116 117 or book online) arranges a first appointment with a psychotherapist, the “psychotherapeutische Sprechstunde”, usually within a few weeks.',
      source: { name: 'BARMER (statutory health insurer): Zugang zur Psychotherapie', url: 'https://www.barmer.de/gesundheit-verstehen/psychische-erkrankungen/zugang-psychotherapie-238582' },
      checked: CHECKED,
    },
  ],
  FR: [
    {
      name: 'Mon soutien psy',
      url: 'https://monsoutienpsy.ameli.fr/',
      description:
        'The Assurance Maladie directory of partner psychologists: from age 3, up to 12 sessions a year for mild to moderate distress, booked directly or after a doctor’s advice, reimbursed by the Assurance Maladie and your complementary insurance.',
      source: { name: 'Assurance Maladie (ameli.fr): l’essentiel de Mon soutien psy', url: 'https://www.ameli.fr/content/l-essentiel-de-mon-soutien-psy-video-pour-les-psychologues' },
      checked: CHECKED,
    },
  ],
  NL: [
    {
      name: 'Your GP, or “Vind een psycholoog” (NIP)',
      url: 'https://www.psynip.nl/en/dutch-association-psychologists/how-we-can-help/',
      description:
        'The Dutch Association of Psychologists advises seeing your GP first (a referral is needed for your insurance to pay), and offers a search for its registered psychologists by place.',
      source: { name: 'Nederlands Instituut van Psychologen (NIP)', url: 'https://www.psynip.nl/en/dutch-association-psychologists/how-we-can-help/' },
      checked: CHECKED,
    },
  ],
  BE: [
    {
      name: 'Eerstelijnspsychologische zorg / soins psychologiques de première ligne',
      url: 'https://www.riziv.fgov.be/nl/thema-s/verzorging-kosten-en-terugbetaling/wat-het-ziekenfonds-terugbetaalt/eerstelijns-psychologische-zorg-in-netwerken-voor-geestelijke-gezondheid-vanaf-1-april-2024',
      description:
        'Reimbursed sessions with a psychologist who works with one of Belgium’s mental health networks, for children, young people and adults, at a low price per session; the page explains who can use them and how to start.',
      source: {
        name: 'RIZIV-INAMI (the national health insurance institute)',
        url: 'https://www.riziv.fgov.be/nl/thema-s/verzorging-kosten-en-terugbetaling/wat-het-ziekenfonds-terugbetaalt/eerstelijns-psychologische-zorg-in-netwerken-voor-geestelijke-gezondheid-vanaf-1-april-2024',
      },
      checked: CHECKED,
    },
  ],
  AT: [
    {
      name: 'Psychotherapeutenliste (Austria’s list of psychotherapists)',
      url: 'https://psychotherapie.ehealth.gv.at/',
      description:
        'The register of everyone allowed to practise psychotherapy in Austria, kept by the health ministry, with their names, methods and addresses.',
      source: {
        name: 'Sozialministerium (Austria’s health ministry): Psychotherapeutin, Psychotherapeut',
        url: 'https://www.sozialministerium.at/Themen/Gesundheit/Medizin-und-Gesundheitsberufe/Berufe-A-bis-Z/Psychotherapeutin,-Psychotherapeut.html',
      },
      checked: CHECKED,
    },
  ],
  CH: [
    {
      name: 'Your doctor, or the FSP’s therapist search',
      url: 'https://www.psychologie.ch/',
      description:
        'For psychotherapy paid by basic insurance a doctor (your GP) orders it; the Federation of Swiss Psychologists (FSP), the national professional body, offers a search for its psychotherapists.',
      source: { name: 'Esther Vetsch, psychotherapist: Die passende Psychotherapeutin finden', url: 'https://esther-vetsch.ch/passende-psychotherapeutin-finden' },
      checked: CHECKED,
    },
  ],
  SE: [
    {
      name: '1177 (Hitta vård)',
      url: 'https://www.1177.se/',
      description:
        'The regions’ national health service guide: find the contact details of clinics anywhere in Sweden, including your health centre (vårdcentral), which can offer talking support or refer you; or call 1177 for advice day and night.',
      source: { name: 'Vårdgivarguiden (Region Stockholm): 1177 Vårdguiden', url: 'https://vardgivarguiden.se/it-stod/e-tjanster-och-system/1177/1177vardguiden/' },
      checked: CHECKED,
    },
  ],
  NO: [
    {
      name: 'Psykisk helsehjelp for voksne (Helsenorge)',
      url: 'https://www.helsenorge.no/nn/psykisk-helse/psykisk-helsehjelp-for-voksne/',
      description:
        'Norway’s public health portal: your GP (fastlege) can treat and refer you, and many municipalities offer Rask psykisk helsehjelp, free help for anxiety and mild to moderate depression from age 16.',
      source: { name: 'Helsenorge', url: 'https://www.helsenorge.no/nn/psykisk-helse/psykisk-helsehjelp-for-voksne/' },
      checked: CHECKED,
    },
  ],
  DK: [
    {
      name: 'Psykolog med henvisning fra egen læge',
      url: 'https://www.regionh.dk/Sundhed/praksis/Fysioterapi-kiropraktik-fodterapi-og-psykolog/Sider/Psykologer.aspx',
      description:
        'After a talk with your own doctor you can get a referral, and a public subsidy, for sessions with a psychologist, for example for mild to moderate depression or anxiety; the page lists who can be referred.',
      source: { name: 'Region Hovedstaden', url: 'https://www.regionh.dk/Sundhed/praksis/Fysioterapi-kiropraktik-fodterapi-og-psykolog/Sider/Psykologer.aspx' },
      checked: CHECKED,
    },
  ],
  FI: [
    {
      name: 'Kela service provider search (rehabilitative psychotherapy)',
      url: 'https://www.kela.fi/rehabilitative-psychotherapy',
      description:
        'Kela’s search for psychotherapists (in Finnish and Swedish), and who can get psychotherapy paid by Kela (ages 16 to 67, after a psychiatrist’s statement). Your health centre can help you start.',
      source: { name: 'Kela', url: 'https://www.kela.fi/rehabilitative-psychotherapy' },
      checked: CHECKED,
    },
  ],
  ...europeFinders,
  ...worldFinders,
};

/**
 * Countries where we looked, on the date given, for an official or national professional body's way to find a
 * therapist and found none we could check against a published page. The directory says so and points to the
 * person's doctor or local health service. (Spain: the public route starts with your family doctor, but we found it
 * described only by news and private sites. Slovakia, Croatia, Romania, Cyprus and Malta: the statutory
 * body keeps a register, but no page we read says the public can search it. Hungary, Greece and Latvia: nothing we
 * could cite.)
 */
export const therapyFindersNoneFound: Readonly<Partial<Record<CrisisCountryCode, string>>> = {
  ES: CHECKED,
  SK: CHECKED,
  HR: CHECKED,
  RO: CHECKED,
  CY: CHECKED,
  MT: CHECKED,
  HU: CHECKED,
  GR: CHECKED,
  LV: CHECKED,
};
