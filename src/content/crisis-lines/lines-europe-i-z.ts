/**
 * Lines in Europe, part 2: Iceland to Slovakia (by country code).
 * Every fact in a description was read on the page named in its `source`; nothing here is free, confidential or
 * round the clock unless that page says so.
 */
import type { CrisisLine } from './types';

const CHECKED = '2026-11-27';

/** Part 2 of the European lines; `index.ts` joins both parts. */
export const europeLinesIZ: readonly CrisisLine[] = [
  {
    id: 'is-1717',
    country: 'IS',
    name: 'Hjálparsími Rauða krossins 1717 (Red Cross helpline)',
    description:
      'The Icelandic Red Cross helpline, by phone or by chat at 1717.is, open 24 hours a day. Trained volunteers of ' +
      'all ages listen to whatever is weighing on you.',
    phone: { number: '1717', display: '1717' },
    source: {
      name: 'Icelandic Red Cross: the helpline 1717 and 1717.is',
      url: 'https://www.raudikrossinn.is/um-okkur/frettir-og-utgefid-efni/frettayfirlit/almennar-frettir/felagsmalaraduneytid-stydur-vid-1717',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'it-telefono-amico',
    country: 'IT',
    name: 'Telefono Amico Italia',
    description:
      'Anonymous support from volunteers, for anyone going through a hard time who needs to be heard. You can also ' +
      'write on WhatsApp to 324 011 7252.',
    phone: { number: '0223272327', display: '02 2327 2327' },
    source: {
      name: 'Il Sole 24 Ore (Alley Oop): Telefono Amico Italia, 02 2327 2327',
      url: 'https://alleyoop.ilsole24ore.com/2025/10/10/salute-mentale-300-richieste-di-aiuto-al-giorno-per-telefono-amico-italia/',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'li-147',
    country: 'LI',
    name: '147, Pro Juventute (for children and young people)',
    description:
      'For children and young people in Liechtenstein: free, confidential advice from Pro Juventute by phone, and by ' +
      'text message or chat through 147.ch.',
    phone: { number: '147', display: '147' },
    source: {
      name: 'Presseportal (Fürstentum Liechtenstein): Sorgentelefon 147, Pro Juventute',
      url: 'https://www.presseportal.ch/de/pm/100000148/100895817',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'lt-vilties-linija',
    country: 'LT',
    name: 'Vilties linija',
    description: 'Psychological support for adults who are going through a hard time, free to call, 24 hours a day.',
    phone: { number: '116123', display: '116 123' },
    source: {
      name: 'BNS Spaudos centras: Vilties linija 116 123',
      url: 'https://sc.bns.lt/view/item/pasikeite-dvieju-pagalbos-telefonu-numeriai-108766',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'lt-jaunimo-linija',
    country: 'LT',
    name: 'Jaunimo linija (for young people aged 16 to 35)',
    description:
      'Emotional support for young people aged 16 to 35, free to call, 24 hours a day. There is also a chat every day ' +
      'from 13:00 to 01:00.',
    phone: { number: '080028888', display: '0 800 28888' },
    source: {
      name: 'Lrytas: Jaunimo linija, 0 800 28888',
      url: 'https://www.lrytas.lt/gyvenimo-budas/psichologija/2025/09/03/news/-jaunimo-linija-plecia-pagalbos-internetu-laika-galima-kreiptis-ir-po-vidurnakcio-39363780/',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'lu-sos-detresse',
    country: 'LU',
    name: 'SOS Détresse',
    description:
      'A listening line for anyone who needs to talk, about something that happened, or about loneliness. Anonymity ' +
      'is a basic rule, for callers and listeners alike.',
    phone: { number: '454545', display: '45 45 45' },
    source: { name: 'Journal: À l’autre bout du fil (SOS Détresse, 454545)', url: 'https://journal.lu/fr/lautre-bout-du-fil' },
    lastChecked: CHECKED,
  },
  {
    id: 'lv-116123',
    country: 'LV',
    name: '116123, unified crisis line',
    description:
      'Free emotional support 24 hours a day, in Latvian, Russian and English. Callers can also ask about free ' +
      'sessions with a psychologist.',
    phone: { number: '116123', display: '116123' },
    source: {
      name: 'VMNVD (National Health Service of Latvia): toll-free unified crisis line 116123',
      url: 'https://www.vmnvd.gov.lv/en/toll-free-unified-crisis-line-116123',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'mt-1579',
    country: 'MT',
    name: 'Mental Health Helpline 1579',
    description:
      'The national mental health helpline, 24 hours a day, 7 days a week. Anyone in a crisis can call and speak to ' +
      'a psychologist.',
    phone: { number: '1579', display: '1579' },
    source: {
      name: 'Times of Malta: national 24/7 mental health helpline goes live',
      url: 'https://timesofmalta.com/articles/view/national-247-mental-health-helpline-goes-live.993347',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'nl-113',
    country: 'NL',
    name: '113 Zelfmoordpreventie',
    description:
      'For anyone who is thinking about suicide. Calling 113 is free, and you can stay completely anonymous, by phone ' +
      'or by chat at 113.nl.',
    phone: { number: '113', display: '113' },
    source: { name: '113 Zelfmoordpreventie', url: 'https://www.113.nl/schoolopdracht' },
    lastChecked: CHECKED,
  },
  {
    id: 'no-mental-helse',
    country: 'NO',
    name: 'Mental Helse hjelpetelefonen',
    description:
      'A free helpline, open day and night, for anyone who needs someone to talk to. You can stay anonymous, and you ' +
      'can also write at sidetmedord.no.',
    phone: { number: '116123', display: '116 123' },
    source: {
      name: 'NRK: helplines you can contact (Mental Helse, 116 123)',
      url: 'https://www.nrk.no/osloogviken/over-100-barn-under-ni-ar-har-tatt-kontakt-_-hjelpetelefoner-slar-alarm-1.15736352',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'no-kirkens-sos',
    country: 'NO',
    name: 'Kirkens SOS',
    description:
      'Norway’s largest crisis service by phone, open day and night. You can stay anonymous, and you can also write ' +
      'at soschat.no.',
    phone: { number: '22400040', display: '22 40 00 40' },
    source: {
      name: 'NRK: helplines you can contact (Kirkens SOS, 22 40 00 40)',
      url: 'https://www.nrk.no/osloogviken/over-100-barn-under-ni-ar-har-tatt-kontakt-_-hjelpetelefoner-slar-alarm-1.15736352',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'pl-centrum-wsparcia',
    country: 'PL',
    name: 'Centrum Wsparcia dla Osób w Stanie Kryzysu Psychicznego',
    description:
      'A free line, open 24 hours a day, for anyone in a mental health crisis and for anyone who wants to help them. ' +
      'Trained specialists answer.',
    phone: { number: '800702222', display: '800 70 2222' },
    source: {
      name: 'PAP Zdrowie: Centrum Wsparcia, 800 70 2222',
      url: 'https://zdrowie.pap.pl/psyche/znalazles-sie-w-kryzysie-skorzystaj-z-centrum-wsparcia',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'pt-1411',
    country: 'PT',
    name: '1411, Linha Nacional de Prevenção do Suicídio',
    description:
      'Portugal’s national suicide prevention line: free, 24 hours a day, every day of the year, answered by ' +
      'psychologists and mental health nurses, working with SNS 24.',
    phone: { number: '1411', display: '1411' },
    source: {
      name: 'SAPO 24 Notícias: 1411, Linha Nacional de Prevenção do Suicídio',
      url: 'https://24noticias.sapo.pt/atualidade/artigos/1411-linha-nacional-de-prevencao-do-suicidio-arranca-com-atendimento-24-horas',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'se-mind-sjalvmordslinjen',
    country: 'SE',
    name: 'Mind Självmordslinjen',
    description:
      'A support line from the charity Mind for anyone who is having thoughts of suicide, by phone or by chat at ' +
      'chat.mind.se.',
    phone: { number: '90101', display: '90101' },
    source: {
      name: 'Corren: where to get help (Mind Självmordslinjen, 90101)',
      url: 'https://www.corren.se/nyheter/sjalvmord-ar-vanligast-bland-aldre-man-om5530243.aspx',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'si-116123',
    country: 'SI',
    name: 'Zaupni telefon Samarijan in Sopotnik',
    description:
      'For anyone in emotional distress: trained volunteers answer 24 hours a day, every day of the week, and you can ' +
      'stay anonymous.',
    phone: { number: '116123', display: '116 123' },
    source: {
      name: 'Telekom Slovenije (via ZPMS): Zaupni telefon Samarijan in Sopotnik, 116 123',
      url: 'https://zpms.si/?p=1002955',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'sk-nezabudka',
    country: 'SK',
    name: 'Linka dôvery Nezábudka',
    description:
      'A free, anonymous line for anyone who is struggling, run by the League for Mental Health, 24 hours a day, from ' +
      'anywhere in Slovakia.',
    phone: { number: '0800800566', display: '0800 800 566' },
    source: {
      name: '24hod.sk (TASR): Linka dôvery Nezábudka, 0800 800 566',
      url: 'https://www.24hod.sk/ludia-s-problemami-sa-mozu-obratit-aj-na-linku-dovery-nezabudka-cl712745.html',
    },
    lastChecked: CHECKED,
  },
];
