/**
 * More of `finders.ts`: European countries added on 2026-11-27. The rules for adding are in `finders.ts`'s header: a
 * way goes in only once what its description says has been read on the cited page, named for who publishes it.
 */
import type { CrisisCountryCode } from '../crisis-lines';
import type { TherapyFinder } from './types';

const CHECKED = '2026-11-27';

export const europeFinders: Readonly<Partial<Record<CrisisCountryCode, readonly TherapyFinder[]>>> = {
  PT: [
    {
      name: 'Diretório de psicólogos (Ordem dos Psicólogos Portugueses)',
      url: 'https://www.ordemdospsicologos.pt/pt/apoio_utente',
      description:
        'Every psychologist in Portugal must be registered with the Ordem dos Psicólogos Portugueses, the national professional body. Its directory lets you check that a psychologist is registered, and its help page points to encontreumasaida.pt, where about 4,000 psychologists show where they work.',
      source: { name: 'Ordem dos Psicólogos Portugueses: Apoio ao Utente', url: 'https://www.ordemdospsicologos.pt/pt/apoio_utente' },
      checked: CHECKED,
    },
  ],
  CZ: [
    {
      name: 'Register of members of the Česká asociace pro psychoterapii (ČAP)',
      url: 'https://czap.cz/',
      description:
        'The Czech Association for Psychotherapy, the country’s largest association of psychotherapists, keeps a register of its members on its website; all have a master’s degree and at least five years of training in psychotherapy.',
      source: { name: 'Česká asociace pro psychoterapii (ČAP): ČAP: Odznaky zamezí zmatkům', url: 'https://czap.cz/tiskove-zpravy/12677386' },
      checked: CHECKED,
    },
  ],
  SI: [
    {
      name: 'Centri za duševno zdravje odraslih (adult mental health centres)',
      url: 'https://www.zadusevnozdravje.si/kam-po-pomoc/centri-za-dusevno-zdravje-odrasli/',
      description:
        'Public mental health centres for adults (18 and over) in community health centres across Slovenia. You can go without a referral, or your family doctor can refer you; after a first talk, a team that includes psychiatrists and clinical psychologists plans your care with you.',
      source: {
        name: 'Za duševno zdravje (Program MIRA, the national mental health programme, NIJZ)',
        url: 'https://www.zadusevnozdravje.si/kam-po-pomoc/centri-za-dusevno-zdravje-odrasli/',
      },
      checked: CHECKED,
    },
  ],
  EE: [
    {
      name: 'Your family doctor (perearst)',
      url: 'https://regionaalhaigla.ee/et/regionaalhaigla-psuhhiaatriapolikliiniku-taiskasvanute-vastuvott',
      description:
        'In Estonia, start with your family doctor: many family health centres have a mental health nurse, and the doctor can ask a psychiatrist for advice through an e-consultation, or hand your care over to them when that is needed.',
      source: {
        name: 'North Estonia Medical Centre (Regionaalhaigla): psychiatry outpatient clinic for adults',
        url: 'https://regionaalhaigla.ee/et/regionaalhaigla-psuhhiaatriapolikliiniku-taiskasvanute-vastuvott',
      },
      checked: CHECKED,
    },
  ],
  LT: [
    {
      name: 'Psichikos sveikatos centras (mental health centre)',
      url: 'https://pagalbasau.lt/',
      description:
        'Lithuania’s mental health centres see people free of charge, and you need no referral from your family doctor: book at the desk of the centre you are registered with, or online where that is offered. A medical psychologist works there with a psychiatrist, a social worker and a nurse. The list of centres is on pagalbasau.lt.',
      source: {
        name: 'Etaplius.lt (ELTA): Ministry of Health on access to psychological services',
        url: 'https://etaplius.lt/naujiena/ministerija-psichologiniu-paslaugu-prieinamumui-didinti-ketina-skirti-2-5-mln-euru',
      },
      checked: CHECKED,
    },
  ],
  IS: [
    {
      name: 'Psychologists at your health care centre (heilsugæsla)',
      url: 'https://www.heilsugaeslan.is/thjonusta-stodvanna/salfraedithjonusta/?lang=en-us',
      description:
        'In the capital area, psychologists at the public health care centres see children, teenagers and adults. The first step is an appointment with a GP at your centre, who refers you and tells you how long the wait is.',
      source: {
        name: 'Heilsugæsla höfuðborgarsvæðisins (the capital area’s public primary care)',
        url: 'https://www.heilsugaeslan.is/thjonusta-stodvanna/salfraedithjonusta/?lang=en-us',
      },
      checked: CHECKED,
    },
  ],
  LU: [
    {
      name: 'Psychotherapy paid by the CNS, on a doctor’s prescription',
      url: 'https://paperjam.lu/article/comment-se-faire-rembourser-se',
      description:
        'Luxembourg’s national health insurance (CNS) pays towards sessions with a psychotherapist when a doctor prescribes them; up to three first sessions can come before the prescription, as long as it follows within 90 days.',
      source: { name: 'Paperjam: how psychotherapy is reimbursed (with answers from the CNS)', url: 'https://paperjam.lu/article/comment-se-faire-rembourser-se' },
      checked: CHECKED,
    },
  ],
  LI: [
    {
      name: 'Psychotherapy through your doctor (OKP)',
      url: 'https://www.bpl.li/',
      description:
        'In Liechtenstein, psychotherapy by trained psychologists is part of basic health care: compulsory health insurance (OKP) pays when a doctor refers you to a psychotherapist licensed in Liechtenstein and approved for the OKP.',
      source: { name: 'Berufsverband der Psychologinnen und Psychologen Liechtensteins (BPL): Wissenswertes', url: 'https://www.bpl.li/wissenswertes%20' },
      checked: CHECKED,
    },
  ],
  BG: [
    {
      name: 'Регистър на психолозите (Society of Psychologists in the Republic of Bulgaria)',
      url: 'https://psychology-bg.org/',
      description:
        'The national society of psychologists publishes a register of its members on its website: search by a psychologist’s name or by the kind of work you are looking for. The register is still being filled in, so not everyone is listed yet.',
      source: {
        name: 'Дружество на психолозите в Република България: Регистър на психолозите',
        url: 'https://psychology-bg.org/%D0%BF%D1%83%D0%B1%D0%BB%D0%B8%D1%87%D0%B5%D0%BD-%D1%80%D0%B5%D0%B3%D0%B8%D1%81%D1%82%D1%8A%D1%80-%D0%BD%D0%B0-%D0%BF%D1%81%D0%B8%D1%85%D0%BE%D0%BB%D0%BE%D0%B7%D0%B8%D1%82%D0%B5-2019-2020/',
      },
      checked: CHECKED,
    },
  ],
  PL: [
    {
      name: 'Centrum zdrowia psychicznego (mental health centre)',
      url: 'https://pacjent.gov.pl/archiwum/2021/leczenie-ambulatoryjne-doroslych',
      description:
        'Where there is a mental health centre for your area, adults (18 and over) can go to its reception point without a referral or an appointment; a psychiatric nurse, psychologist, psychotherapist or psychiatrist sees you and agrees a plan with you. The page has a map of the centres.',
      source: { name: 'Pacjent.gov.pl (Ministry of Health and NFZ patient portal, archived 2021 page)', url: 'https://pacjent.gov.pl/archiwum/2021/leczenie-ambulatoryjne-doroslych' },
      checked: CHECKED,
    },
  ],
  IT: [
    {
      name: 'Albo Unico degli Psicologi (CNOP)',
      url: 'https://www.psy.it/',
      description:
        'Every psychologist in Italy must be registered with the Ordine degli Psicologi. You can search the single national register, kept by the national council, to check that someone is a registered psychologist; psychotherapists who are doctors are listed by the doctors’ federation instead.',
      source: { name: 'Ordine degli Psicologi del Lazio: FAQ', url: 'https://ordinepsicologilazio.it/faq/1218' },
      checked: CHECKED,
    },
  ],
  IE: [
    {
      name: 'Counselling in Primary Care (HSE)',
      url: 'https://www.kildarestreet.com/wrans/?id=2023-11-07a.3126&s=section%3Awrans+speaker%3A136',
      description:
        'The HSE’s free short-term counselling for adults (18 and over) with a medical card: a first assessment and then up to 8 sessions with a professionally qualified and accredited counsellor or therapist.',
      source: {
        name: 'KildareStreet.com: written answer from the Minister of State for Mental Health, 7 November 2023',
        url: 'https://www.kildarestreet.com/wrans/?id=2023-11-07a.3126&s=section%3Awrans+speaker%3A136',
      },
      checked: CHECKED,
    },
  ],
};
