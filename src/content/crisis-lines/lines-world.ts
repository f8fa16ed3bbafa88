/**
 * Lines outside Europe, and the international directories. Every fact in a description was read on the page named
 * in its `source`; nothing here is free, confidential or round the clock unless that page says so.
 */
import type { CrisisLine } from './types';

const CHECKED = '2026-11-27';

export const worldLines: readonly CrisisLine[] = [
  {
    id: 'us-988-lifeline',
    country: 'US',
    name: '988 Suicide & Crisis Lifeline',
    description:
      'Free, confidential support from a trained crisis counselor, 24 hours a day, 7 days a week. It is for anyone in ' +
      'the United States who is struggling: emotional distress, thoughts of suicide, or a mental health or substance ' +
      'use crisis. You can also reach out if you are worried about someone else. Calls are answered in English and ' +
      'Spanish, with interpreters for many other languages.',
    phone: { number: '988', display: '988' },
    sms: { number: '988', display: '988' },
    web: { url: 'https://988lifeline.org/chat/', label: 'Chat online at 988lifeline.org', kind: 'chat' },
    source: { name: '988 Suicide & Crisis Lifeline', url: 'https://988lifeline.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'us-veterans-crisis-line',
    country: 'US',
    name: 'Veterans Crisis Line',
    description:
      'For US veterans and service members, and for the family and friends who are worried about them. Free and ' +
      'confidential, 24 hours a day, 7 days a week, with responders trained to support veterans. You do not need to ' +
      'be enrolled in VA benefits or health care to reach out.',
    phone: { number: '988', display: '988, then press 1' },
    sms: { number: '838255', display: '838255' },
    source: { name: 'Veterans Crisis Line', url: 'https://www.veteranscrisisline.net/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'ca-988-suicide-crisis-helpline',
    country: 'CA',
    name: '9-8-8: Suicide Crisis Helpline',
    description:
      'For anyone in Canada who is thinking about suicide, or who is worried about someone who might be. A trained ' +
      'responder will listen without judgement, 24 hours a day, 7 days a week, by phone or by text, in English or ' +
      'French.',
    phone: { number: '988', display: '9-8-8' },
    sms: { number: '988', display: '9-8-8' },
    source: { name: '9-8-8: Suicide Crisis Helpline', url: 'https://988.ca/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'au-lifeline',
    country: 'AU',
    name: 'Lifeline Australia',
    description:
      'Crisis support and suicide prevention for anyone in Australia who is feeling overwhelmed or finding it hard to ' +
      'cope. Call or text to reach a trained crisis supporter, 24 hours a day, 7 days a week.',
    phone: { number: '131114', display: '13 11 14' },
    sms: { number: '0477131114', display: '0477 13 11 14' },
    source: { name: 'Lifeline Australia', url: 'https://www.lifeline.org.au/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'nz-1737',
    country: 'NZ',
    name: '1737, Need to talk?',
    description:
      'New Zealand’s national mental health and addictions service. Call or text 1737 for free, 24 hours a day, 7 ' +
      'days a week, to reach a trained counsellor, whether you are feeling stressed, anxious, down or overwhelmed, ' +
      'or are worried about someone. Interpreters are available.',
    phone: { number: '1737', display: '1737' },
    sms: { number: '1737', display: '1737' },
    source: {
      name: 'Pegasus Health: 1737 Need to talk?',
      url: 'https://www.pegasus.health.nz/?p=6300',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'in-tele-manas',
    country: 'IN',
    name: 'Tele-MANAS (National Tele Mental Health Programme)',
    description:
      'The national tele-mental health helpline of the Government of India: toll-free, 24 hours a day, 7 days a ' +
      'week, in up to 20 languages.',
    phone: { number: '14416', display: '14416' },
    source: {
      name: 'The Shillong Times: Tele-MANAS toll-free number 14416',
      url: 'https://theshillongtimes.com/2025/02/07/tele-manas-mental-health-helpline-handles-over-18-1-lakh-calls-centre/',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'jp-yorisoi-hotline',
    country: 'JP',
    name: 'Yorisoi Hotline (よりそいホットライン)',
    description:
      'A free telephone counselling line, open 24 hours a day, every day of the year. From Iwate, Miyagi or ' +
      'Fukushima, call 0120-279-226 instead.',
    phone: { number: '0120279338', display: '0120-279-338' },
    source: {
      name: 'Kotobank (Kyodo News glossary): よりそいホットライン',
      url: 'https://kotobank.jp/word/%E3%82%88%E3%82%8A%E3%81%9D%E3%81%84%E3%81%BB%E3%81%A4%E3%81%A8%E3%82%89%E3%81%84%E3%82%93-3193813',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'za-sadag',
    country: 'ZA',
    name: 'SADAG (South African Depression and Anxiety Group)',
    description:
      'Talk to a SADAG counsellor if you are feeling overwhelmed or not coping. You can also send an SMS to 31393 and ' +
      'a counsellor will call you back.',
    phone: { number: '0800456789', display: '0800 456 789' },
    sms: { number: '31393', display: '31393' },
    source: {
      name: 'SABC News: SADAG encourages the mentally fatigued to reach out',
      url: 'https://www.sabcnews.com/sabcnews/sadag-encourages-the-mentally-fatigued-to-reach-out-amid-world-suicide-prevention-day/',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'br-cvv-188',
    country: 'BR',
    name: 'CVV, Centro de Valorização da Vida',
    description:
      'Emotional support from volunteers, 24 hours a day, every day, free to call anywhere in Brazil. It is ' +
      'confidential, you do not have to say who you are, and volunteers listen without criticising or judging.',
    phone: { number: '188', display: '188' },
    source: {
      name: 'Portal NMT: Centro de Valorização da Vida (188)',
      url: 'https://www.portalnmt.com.br/post/centro-de-valoriza%C3%A7%C3%A3o-da-vida-atende-2-5-milh%C3%B5es-que-buscam-desabafo',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'mx-linea-de-la-vida',
    country: 'MX',
    name: 'Línea de la Vida',
    description:
      'The Ministry of Health’s mental health and addictions line, free, 24 hours a day, every day of the year. You ' +
      'can call about anxiety, depression or thoughts of suicide, for yourself or for someone close to you.',
    phone: { number: '8009112000', display: '800 911 2000' },
    source: {
      name: 'El Universal: Línea de la Vida, 800-911-2000',
      url: 'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
    },
    lastChecked: CHECKED,
  },
];

/** Shown after every country's own lines, and on their own for countries we have no checked line for. */
export const internationalDirectories: readonly CrisisLine[] = [
  {
    id: 'intl-befrienders-worldwide',
    country: 'INTL',
    name: 'Befrienders Worldwide',
    description:
      'A worldwide network of emotional support centres. Its directory helps you find a helpline in your country, ' +
      'with how to reach it. Looking it up needs an internet connection.',
    web: { url: 'https://befrienders.org/', label: 'Find a helpline at befrienders.org', kind: 'directory' },
    source: { name: 'Befrienders Worldwide', url: 'https://befrienders.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'intl-find-a-helpline',
    country: 'INTL',
    name: 'Find A Helpline',
    description:
      'A directory of free, confidential helplines in many countries, which you can search by country. Looking it up ' +
      'needs an internet connection.',
    web: { url: 'https://findahelpline.com/', label: 'Find a helpline at findahelpline.com', kind: 'directory' },
    source: { name: 'Find A Helpline', url: 'https://findahelpline.com/' },
    lastChecked: '2026-11-22',
  },
];
