/**
 * Lines in Europe, part 1: the UK and Ireland, then Austria to Hungary (by country code).
 * Every fact in a description was read on the page named in its `source`; nothing here is free, confidential or
 * round the clock unless that page says so.
 */
import type { CrisisLine } from './types';

const CHECKED = '2026-11-27';

/** Part 1 of the European lines; `index.ts` joins both parts. */
export const europeLinesAH: readonly CrisisLine[] = [
  {
    id: 'gb-samaritans',
    country: 'GB',
    name: 'Samaritans',
    description:
      'Free to call, 24 hours a day, 7 days a week, for anyone in the UK who is going through a hard time. You do not ' +
      'have to be suicidal to call: you can talk about whatever is on your mind, and a trained volunteer will listen. ' +
      'Samaritans does not have a text service; if you would rather text, Shout is below.',
    phone: { number: '116123', display: '116 123' },
    source: { name: 'Samaritans', url: 'https://www.samaritans.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'gb-shout',
    country: 'GB',
    name: 'Shout 85258',
    description:
      'A free, confidential text service for anyone in the UK who is struggling to cope, 24 hours a day, 7 days a ' +
      'week. Send a text and a trained volunteer will text you back. It works by ordinary text message, so you do not ' +
      'need an app or the internet.',
    sms: { number: '85258', body: 'SHOUT', display: 'SHOUT to 85258' },
    source: { name: 'Shout 85258', url: 'https://giveusashout.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'ie-samaritans',
    country: 'IE',
    name: 'Samaritans',
    description:
      'Free to call, 24 hours a day, 7 days a week, for anyone in Ireland who is going through a hard time. You do not ' +
      'have to be suicidal to call: you can talk about whatever is on your mind, and a trained volunteer will listen. ' +
      'Samaritans does not have a text service.',
    phone: { number: '116123', display: '116 123' },
    source: { name: 'Samaritans', url: 'https://www.samaritans.org/' },
    lastChecked: '2026-11-22',
  },
  {
    id: 'at-telefonseelsorge',
    country: 'AT',
    name: 'TelefonSeelsorge',
    description:
      'Free and confidential, 24 hours a day, from anywhere in Austria. Whatever is weighing on you, from loneliness ' +
      'to a crisis, someone trained will listen. It also offers counselling online.',
    phone: { number: '142', display: '142' },
    source: { name: 'katholisch.at: TelefonSeelsorge', url: 'https://www.katholisch.at/telefonseelsorge' },
    lastChecked: CHECKED,
  },
  {
    id: 'be-centre-prevention-suicide',
    country: 'BE',
    name: 'Centre de Prévention du Suicide',
    description:
      'A listening line for anyone who is having thoughts of suicide. It is anonymous, free and open 24 hours a day.',
    phone: { number: '080032123', display: '0800 32 123' },
    source: {
      name: 'DH: Centre de Prévention du Suicide, ligne d’écoute 0800 32 123',
      url: 'https://www.dhnet.be/dernieres-depeches/2023/09/05/une-nouvelle-campagne-de-prevention-du-suicide-pour-agir-avant-le-drame-ZGY4QISYTREFDEKWQIYM5IIN7Q/',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'be-zelfmoordlijn-1813',
    country: 'BE',
    name: 'Zelfmoordlijn 1813',
    description:
      'A free, anonymous helpline for anyone who is thinking about suicide, and for the people around them, by phone, ' +
      'chat or email. The chat at zelfmoord1813.be is open every day from 5 pm to midnight.',
    phone: { number: '1813', display: '1813' },
    source: {
      name: 'Het Nieuwsblad: De Zelfmoordlijn 1813',
      url: 'https://www.nieuwsblad.be/cnt/dmf20220324_94345735',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'ch-dargebotene-hand',
    country: 'CH',
    name: 'Die Dargebotene Hand / La Main Tendue / Telefono Amico (Tel 143)',
    description:
      'Free, anonymous and confidential, 24 hours a day, 7 days a week, mainly for adults, in German, French and ' +
      'Italian. Trained volunteers listen, whatever you want to talk about, from a crisis to everyday worries.',
    phone: { number: '143', display: '143' },
    source: {
      name: 'BAG Blueprint (Federal Office of Public Health): Die Dargebotene Hand Tel 143',
      url: 'https://www.bag-blueprint.ch/die-dargebotene-hand-tel-143',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'cz-linka-prvni-psychicke-pomoci',
    country: 'CZ',
    name: 'Linka první psychické pomoci',
    description:
      'A crisis line for adults who are going through a hard time, and for the people close to them. It is listed as ' +
      'open non-stop.',
    phone: { number: '116123', display: '116 123' },
    source: {
      name: 'iDNES.cz: crisis lines you can call (Linka první psychické pomoci)',
      url: 'https://www.idnes.cz/praha/zpravy/linka-duvery-bohnice-ukoncena-cinnost-nedostatek-financi-psychika.A240110_100533_praha-zpravy_vich',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'de-telefonseelsorge',
    country: 'DE',
    name: 'TelefonSeelsorge',
    description:
      'Free and anonymous, 24 hours a day, anywhere in Germany. Trained volunteers listen to whatever is weighing on ' +
      'you. You can also call 0800 111 0 222.',
    phone: { number: '08001110111', display: '0800 111 0 111' },
    source: {
      name: 'DOMRADIO.DE: TelefonSeelsorge, 0800/1110111 und 0800/1110222',
      url: 'https://www.domradio.de/artikel/telefonseelsorge-jetzt-unter-oekumenischem-dachverband',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'dk-livslinien',
    country: 'DK',
    name: 'Livslinien',
    description:
      'Anonymous conversations with specially trained counsellors, for anyone having thoughts of suicide and for ' +
      'their relatives.',
    phone: { number: '70201201', display: '70 201 201' },
    source: {
      name: 'Nordics Today: Livslinien, 70 201 201',
      url: 'https://nordicstoday.com/article/dk-denmark-suicide-hotline-25-callers-block-500k-calls',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'ee-116123',
    country: 'EE',
    name: 'Emotsionaalse toe ja hingehoiu telefon',
    description:
      'Emotional support by phone, free to call, in Estonian, Russian or English. Counsellors answer every day from ' +
      '10:00 to midnight, and pastoral carers from 16:00 to midnight.',
    phone: { number: '116123', display: '116 123' },
    source: {
      name: 'Sotsiaalkindlustusamet (Social Insurance Board): emotional support line 116 123',
      url: 'https://www.sotsiaalkindlustusamet.ee/uudised/vaimse-tervise-tugiliini-teenust-pakub-nuud-emotsionaalse-toe-ja-hingehoiu-telefon-116-123',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'es-024',
    country: 'ES',
    name: '024, Línea de atención a la conducta suicida',
    description:
      'The Ministry of Health’s line for anyone having thoughts of suicide, and for the people close to them. It is ' +
      'free, anonymous and confidential, 24 hours a day, every day of the year.',
    phone: { number: '024', display: '024' },
    source: {
      name: 'RTVE: Sanidad presenta la línea 024',
      url: 'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'fi-mieli-crisis-helpline',
    country: 'FI',
    name: 'MIELI Crisis Helpline (Kriisipuhelin)',
    description:
      'Talk confidentially, and anonymously if you wish, with a crisis worker or trained volunteer. In Finnish 24 ' +
      'hours a day; in Swedish on 09 2525 0112, and in English or Arabic on 09 2525 0113, at set times.',
    phone: { number: '0925250111', display: '09 2525 0111' },
    source: {
      name: 'MIELI Mental Health Finland: where to go in an emergency',
      url: 'https://mentalhealth.fi/where-to-go-in-an-emergency',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'fr-3114',
    country: 'FR',
    name: '3114, numéro national de prévention du suicide',
    description:
      'France’s national suicide prevention line: free and confidential, 24 hours a day, 7 days a week, from mainland ' +
      'France and overseas. Professionals answer, and you can also call if you are worried about someone close to you.',
    phone: { number: '3114', display: '3114' },
    source: {
      name: 'ARS Mayotte: 3114, le numéro national de prévention du suicide',
      url: 'https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'fr-sos-amitie',
    country: 'FR',
    name: 'SOS Amitié',
    description:
      'Anonymous listening, day and night, anywhere in France, if you feel alone or dark thoughts are weighing on ' +
      'you. A volunteer listens without judging.',
    phone: { number: '0972394050', display: '09 72 39 40 50' },
    source: {
      name: 'franceinfo: SOS Amitié, 09 72 39 40 50',
      url: 'https://www.francetvinfo.fr/societe/pendant-les-fetes-les-benevoles-de-sos-amitie-restent-mobilises-la-personne-appelle-en-pleurs-et-peu-a-peu-l-angoisse-se-desserre_4892343.html',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'gr-klimaka-1018',
    country: 'GR',
    name: 'Suicide intervention line 1018 (Klimaka)',
    description: 'The suicide intervention line of the charity Klimaka, open 24 hours a day for anyone in crisis.',
    phone: { number: '1018', display: '1018' },
    source: {
      name: 'reader.gr: the phone lines that offer help (Γραμμή Παρέμβασης για την Αυτοκτονία 1018)',
      url: 'https://www.reader.gr/ygeia/pagkosmia-imera-psyhikis-ygeias-oles-oi-tilefonikes-grammes-kai-oi-foreis-poy-prosferoyn-dorean/618464',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'gr-10306',
    country: 'GR',
    name: 'Psychosocial support line 10306',
    description:
      'A 24-hour support line overseen by the Ministry of Health, where psychologists help with whatever you want to ' +
      'talk about.',
    phone: { number: '10306', display: '10306' },
    source: {
      name: 'reader.gr: the phone lines that offer help (Γραμμή Ψυχοκοινωνικής Υποστήριξης 10306)',
      url: 'https://www.reader.gr/ygeia/pagkosmia-imera-psyhikis-ygeias-oles-oi-tilefonikes-grammes-kai-oi-foreis-poy-prosferoyn-dorean/618464',
    },
    lastChecked: CHECKED,
  },
  {
    id: 'hu-lelki-elsosegely',
    country: 'HU',
    name: 'Lelki Elsősegély Telefonszolgálat',
    description:
      'Emotional first aid by phone, free to call, 24 hours a day, from anywhere in Hungary. Volunteers listen to ' +
      'whatever you are going through, including loneliness and crisis.',
    phone: { number: '116123', display: '116 123' },
    source: {
      name: 'Gondola (MTI): the emotional first-aid line on 116-123',
      url: 'https://gondola.hu/hirek/248389-Iden_is_korulbelul_170_ezer_hivast_fogadott_a_lelkielsosegely-szolgalat.html',
    },
    lastChecked: CHECKED,
  },
];
