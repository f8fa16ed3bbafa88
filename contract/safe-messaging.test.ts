import { describe, expect, it } from 'vitest';
import { checkSafeMessaging, type GuidanceRule } from './safe-messaging.ts';
import { handleProblem, foldHandle, bodyProblem } from './community-schemas.ts';

const cases: Array<{ rule: GuidanceRule; positive: string[]; negative: string[] }> = [
  {
    rule: 'method-detail',
    positive: [
      'I looked up how many pills it would take.',
      'I had saved up my pills for weeks.',
      'She jumped off the bridge near our school.',
      'He overdosed on his medication.',
      'I took 40 tablets that night.',
    ],
    negative: ['I take my medication every morning now.', 'We walked across the bridge at sunset.', 'Jumping off the sofa with my kid made me laugh.'],
  },
  {
    rule: 'graphic-description',
    positive: ['There was blood everywhere.', 'The deep cuts took weeks to heal.'],
    negative: ['I donated blood for the first time.', 'Budget cuts at work were stressful.'],
  },
  {
    rule: 'absolute-language',
    positive: ['It felt like the only way out.', 'Nothing will ever change for me.', 'I will never get better.'],
    negative: ['The only way I got through was my sister.', 'Things changed slowly, and they got better.'],
  },
  {
    rule: 'glorifying',
    positive: ['His suicide was brave.', 'She is at peace now since she died by her own hand and she is free.', 'It was a beautiful death.'],
    negative: ['She was brave to ask for help.', 'Grandma died peacefully at ninety.'],
  },
];

describe('safe-messaging check', () => {
  for (const { rule, positive, negative } of cases) {
    it.each(positive)(`flags ${rule}: %s`, (text) => {
      expect(checkSafeMessaging(text, ['mental-health-crisis']).guidance).toContain(rule);
    });
    it.each(negative)(`does not flag ${rule}: %s`, (text) => {
      expect(checkSafeMessaging(text, ['mental-health-crisis']).guidance).not.toContain(rule);
    });
  }

  it('asks for a content note on a heavy topic until one is picked, and suggests the fitting ones', () => {
    const draft = 'After my brother’s suicide, the grief came in waves.';
    const without = checkSafeMessaging(draft, []);
    expect(without.guidance).toContain('content-note-needed');
    expect(without.suggestedNotes).toEqual(['suicide', 'grief-loss']);
    const withNote = checkSafeMessaging(draft, ['suicide']);
    expect(withNote.guidance).not.toContain('content-note-needed');
    expect(withNote.suggestedNotes).toEqual(['grief-loss']);
    expect(checkSafeMessaging('I made soup and watched a film.', []).guidance).toEqual([]);
  });

  it('holds for risk (through the one crisis screen) and for method detail, never for guidance alone', () => {
    expect(checkSafeMessaging('I don’t want to be here anymore.', []).holdReasons).toEqual(['wish-to-be-gone']);
    expect(checkSafeMessaging('I don’t want to be here anymore.', []).guidance).toContain('content-note-needed');
    expect(checkSafeMessaging('I looked up how many pills it would take', ['self-harm']).holdReasons).toEqual(['method-detail']);
    expect(checkSafeMessaging('It felt like the only way out, back then. Therapy helped.', ['mental-health-crisis']).holdReasons).toEqual([]);
    expect(checkSafeMessaging('This deadline is killing me, I am dying to finish it.', []).holdReasons).toEqual([]);
    expect(checkSafeMessaging('', []).holdReasons).toEqual([]);
  });
});

describe('community handles and bodies', () => {
  it.each(['River Stone', 'fern_42', 'Zoë.M', 'Ama-Kofi'])('accepts %s', (handle) => expect(handleProblem(handle)).toBeNull());
  it.each([
    ['Jo', /3 to 24/],
    ['a'.repeat(25), /3 to 24/],
    ['1stPlace', /starts with a letter/],
    ['me@example.org', /starts with a letter|letters/],
    ['me at gmail dot com', /e-mail/],
    ['Tel 07700 900123', /phone/],
    ['Better_Minds', /kept for the Better Minds team/],
    ['two  spaces', /two spaces/],
    ['<b>bold</b>', /starts with a letter/],
  ])('refuses %s', (handle, message) => expect(handleProblem(handle)).toMatch(message));
  it('folds case and separators so look-alike handles are the same handle', () => {
    expect(foldHandle('River_Stone')).toBe(foldHandle(' river.stone '));
  });
  it('refuses images in any form, and allows markup-looking text that is not media', () => {
    expect(bodyProblem('<IMG SRC=x>')).not.toBeNull();
    expect(bodyProblem('<svg onload=alert(1)>')).not.toBeNull();
    expect(bodyProblem('![a](b)')).not.toBeNull();
    expect(bodyProblem('I <3 my dog, and 2 < 3.')).toBeNull();
  });
});
