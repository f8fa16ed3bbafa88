/**
 * More of `finders.ts`: countries outside Europe added on 2026-11-27. The rules for adding are in `finders.ts`'s
 * header: a way goes in only once what its description says has been read on the cited page, named for who publishes it.
 */
import type { CrisisCountryCode } from '../crisis-lines';
import type { TherapyFinder } from './types';

const CHECKED = '2026-11-27';

export const worldFinders: Readonly<Partial<Record<CrisisCountryCode, readonly TherapyFinder[]>>> = {
  JP: [
    {
      name: '臨床心理士に出会えるところ (where to meet a clinical psychologist)',
      url: 'https://www.jsccp.jp/m/guide/guide3.html',
      description:
        'The national association of certified clinical psychologists explains where to find one: public services such as health centres (保健所) and mental health and welfare centres, usually free; hospitals and clinics, when your doctor thinks it will help; and private counselling rooms.',
      source: { name: '日本臨床心理士会 (Japanese Society of Certified Clinical Psychologists)', url: 'https://www.jsccp.jp/m/guide/guide3.html' },
      checked: CHECKED,
    },
  ],
  IN: [
    {
      name: 'Tele-MANAS (call 14416)',
      url: 'https://telemanas.mohfw.gov.in/',
      description:
        'The Government of India’s free, toll-free tele-mental health service: call 14416 for counselling by phone and, when needed, psychotherapy, a consultation with a psychiatrist or a referral to other services.',
      source: {
        name: 'Sakshi Post (IANS, from the Ministry of Health and Family Welfare): Tele MANAS',
        url: 'https://www.sakshipost.com/news/tele-manas-handled-over-147-lakh-calls-its-launch-provide-mental-health-support-340693',
      },
      checked: CHECKED,
    },
  ],
  MX: [
    {
      name: 'Línea de la Vida and public mental health centres',
      url: 'https://www.elmanana.com/noticias/nacional/instituciones-de-salud-mental-en-mexico-servicios-gratuitos/6020415',
      description:
        'The national mental health commission’s free line, 800 911 2000, 24 hours a day, can advise you and direct you to services near you; without social security, the Ministry of Health’s community mental health centres (CECOSAMA) are open to you.',
      source: {
        name: 'El Mañana (El Universal): free mental health services in Mexico',
        url: 'https://www.elmanana.com/noticias/nacional/instituciones-de-salud-mental-en-mexico-servicios-gratuitos/6020415',
      },
      checked: CHECKED,
    },
  ],
  BR: [
    {
      name: 'CAPS – Centros de Atenção Psicossocial (SUS)',
      url: 'https://www.gov.br/saude/pt-br/composicao/saes/desmad/raps/caps',
      description:
        'Free public mental health services of the SUS, open to the community, for people in intense psychological distress, including problems with alcohol or other drugs. Their teams include psychologists; some CAPS are for children and young people, and some are open 24 hours.',
      source: { name: 'Ministério da Saúde (Brazil): Centros de Atenção Psicossocial', url: 'https://www.gov.br/saude/pt-br/composicao/saes/desmad/raps/caps' },
      checked: CHECKED,
    },
  ],
  ZA: [
    {
      name: 'PsySSA Directory of Psychology Practitioners',
      url: 'https://www.psyssa.com/',
      description:
        'The Psychological Society of South Africa, the national professional body, lists its members in private practice in a directory and refers people to them.',
      source: {
        name: 'Psychological Society of South Africa (PsySSA): membership announcement',
        url: 'https://psyssa.com/category/events-and-announcements/psyssa-announcements/page/8',
      },
      checked: CHECKED,
    },
  ],
};
