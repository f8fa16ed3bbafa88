/** Emergency numbers, per country. Each was checked against the page in its `source` on its `lastChecked` date. */
import { EU_COUNTRY_CODES, type EmergencyNumber, type EuCountryCode, type NamedCountryCode } from './types';

const CHECKED = '2026-11-27';

const EU_112: EmergencyNumber = {
  number: '112',
  alternatives: [],
  display: '112',
  source: {
    name: 'European Commission: 112, the EU emergency number',
    url: 'https://digital-strategy.ec.europa.eu/en/news/112-day-raises-awareness-eu-emergency-number',
  },
  lastChecked: '2026-11-22',
};

/** Ireland names 999 as well as 112; every other EU state is 112 here. */
const IRELAND: EmergencyNumber = {
  number: '112',
  alternatives: ['999'],
  display: '112 or 999',
  source: { name: 'HSE: When to call 112 or 999', url: 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/' },
  lastChecked: '2026-11-22',
};

const euNumbers = Object.fromEntries(
  EU_COUNTRY_CODES.map((code) => [code, code === 'IE' ? IRELAND : EU_112]),
) as Record<EuCountryCode, EmergencyNumber>;

export const emergencyNumbers: Readonly<Record<NamedCountryCode, EmergencyNumber>> = {
  ...euNumbers,
  US: {
    number: '911',
    alternatives: [],
    display: '911',
    source: { name: '911.gov, the US National 911 Program', url: 'https://www.911.gov/' },
    lastChecked: '2026-11-22',
  },
  CA: {
    number: '911',
    alternatives: [],
    display: '911',
    source: {
      name: 'CRTC, Government of Canada: 9-1-1 and 9-8-8 calls',
      url: 'https://crtc.gc.ca/eng/archive/2023/2023-156.htm',
    },
    lastChecked: '2026-11-22',
  },
  GB: {
    number: '999',
    alternatives: ['112'],
    display: '999 or 112',
    source: {
      name: "GOV.UK: 999 and 112, the UK's national emergency numbers",
      url: 'https://www.gov.uk/guidance/999-and-112-the-uks-national-emergency-numbers',
    },
    lastChecked: '2026-11-22',
  },
  AU: {
    number: '000',
    alternatives: [],
    display: '000 (Triple Zero)',
    source: { name: 'Triple Zero, Australian Government', url: 'https://www.triplezero.gov.au/' },
    lastChecked: '2026-11-22',
  },
  NZ: {
    number: '111',
    alternatives: [],
    display: '111',
    source: {
      name: 'New Zealand Police: Calling emergency 111',
      url: 'https://www.police.govt.nz/contact-us/calling-emergency-111',
    },
    lastChecked: '2026-11-22',
  },
  IS: {
    number: '112',
    alternatives: [],
    display: '112',
    source: { name: '112 Iceland: Calling in an emergency', url: 'https://112.is/en/samtal-vid-1-1-2' },
    lastChecked: CHECKED,
  },
  LI: {
    number: '144',
    alternatives: ['117'],
    display: '144 (ambulance) or 117 (police)',
    source: {
      name: 'Liechtensteiner Volksblatt: important phone numbers (Notrufnummern)',
      url: 'https://www.eliechtensteinensia.li/viewer/fulltext/000476564_2019/5082/',
    },
    lastChecked: CHECKED,
  },
  NO: {
    number: '113',
    alternatives: ['112', '110'],
    display: '113 (medical emergency), 112 (police) or 110 (fire)',
    source: {
      name: 'Nkom, Norwegian Communications Authority: emergency numbers (nødnummer)',
      url: 'https://nkom.no/telefoni-og-telefonnummer/nodnummer-nodanrop-og-lokalisering',
    },
    lastChecked: CHECKED,
  },
  CH: {
    number: '144',
    alternatives: ['117', '112'],
    display: '144 (ambulance), 117 (police) or 112',
    source: {
      name: 'SRF: a short guide to the emergency numbers (Notrufnummern)',
      url: 'https://www.srf.ch/sendungen/einstein/kleiner-wegweiser-durch-den-notrufnummern-dschungel',
    },
    lastChecked: CHECKED,
  },
  IN: {
    number: '112',
    alternatives: ['108', '100'],
    display: '112 (or 108 for an ambulance, 100 for the police)',
    source: {
      name: 'DNA India: 112, the national emergency number (Emergency Response Support System)',
      url: 'https://www.dnaindia.com/india/report-delhi-to-launch-single-emergency-helpline-112-for-faster-response-cm-rekha-gupta-3197661',
    },
    lastChecked: CHECKED,
  },
  JP: {
    number: '119',
    alternatives: ['110'],
    display: '119 (ambulance or fire) or 110 (police)',
    source: {
      name: 'Odate City: making an emergency call',
      url: 'https://www.city.odate.lg.jp/city/foreign-language/english/emergency-call',
    },
    lastChecked: CHECKED,
  },
  ZA: {
    number: '112',
    alternatives: ['10177', '10111'],
    display: '112 from a mobile phone, 10177 (ambulance) or 10111 (police)',
    source: {
      name: 'StatusCheck: South Africa’s emergency numbers',
      url: 'https://statuscheck.co.za/?p=14569',
    },
    lastChecked: CHECKED,
  },
  BR: {
    number: '192',
    alternatives: ['193', '190'],
    display: '192 (SAMU ambulance), 193 (fire brigade) or 190 (police)',
    source: {
      name: 'Jornal Evolução: which number to call in a medical emergency',
      url: 'https://jornalevolucao.com.br/textos/35995/1/rio-negrinho-em-caso-de-emergencia-medica-para-quem-ligar',
    },
    lastChecked: CHECKED,
  },
  MX: {
    number: '911',
    alternatives: [],
    display: '911',
    source: {
      name: 'Noventa Grados: 911, Mexico’s single emergency number',
      url: 'https://www.noventagrados.com.mx/politica/sistema-de-emergencias-911-aliado-de-las-y-los-michoacanos-ante-cualquier-eventualidad-ssp.htm',
    },
    lastChecked: CHECKED,
  },
};
