import { describe, expect, it } from 'vitest';
import { validateCopy } from './copy-check';
import { spotThinkingTraps, thinkingTraps, type ThinkingTrapId } from '../../lib/ai/thinking-traps';

function ids(text: string): ThinkingTrapId[] {
  return spotThinkingTraps(text).map((spotted) => spotted.trap.id);
}

const FOUND: readonly [ThinkingTrapId, string][] = [
  ['all-or-nothing', 'The presentation was a complete disaster'],
  ['all-or-nothing', 'If it’s not perfect there is no point'],
  ['all-or-nothing', 'Everything is ruined now'],
  ['catastrophising', 'What if I freeze and it all goes wrong?'],
  ['catastrophising', 'This mistake will ruin my whole career'],
  ['catastrophising', "I can't cope with this"],
  ['mind-reading', 'They all think I’m boring'],
  ['mind-reading', 'Everyone is judging me at work'],
  ['mind-reading', 'I know she thinks less of me'],
  ['fortune-telling', "I'm going to fail the exam"],
  ['fortune-telling', 'Nobody will ever love me'],
  ['fortune-telling', 'Things will never get better'],
  ['should-statements', 'I should be over this by now'],
  ['should-statements', 'I must never make mistakes'],
  ['should-statements', "I shouldn't have said that"],
  ['labelling', "I'm such an idiot"],
  ['labelling', 'I am a complete failure'],
  ['labelling', "I'm a burden"],
  ['overgeneralising', 'This always happens to me'],
  ['overgeneralising', 'I never get anything right'],
  ['overgeneralising', 'Nobody ever listens'],
  ['discounting-the-positive', 'I passed but it was just luck'],
  ['discounting-the-positive', 'Anyone could have done that'],
  ['discounting-the-positive', 'She was just being nice'],
  ['emotional-reasoning', 'I feel stupid so I must be stupid'],
  ['emotional-reasoning', 'I feel like a failure, so I am one'],
  ['personalising', "It's all my fault they argued"],
  ['personalising', 'The trip was cancelled because of me'],
];

describe('spotThinkingTraps', () => {
  it.each(FOUND)('finds %s in %j', (trap, text) => {
    expect(ids(text)).toContain(trap);
  });

  it.each([
    'I had a hard day and I feel tired',
    'The meeting went fine, I was nervous at first',
    'I am a nurse and I work nights',
    'Maybe I could get milk on the way home',
    'What if we go to the park on Sunday?',
    'I never knew cats could swim',
    'She thinks the film starts at eight',
    'It was easy to find the station',
    'I feel sad today',
    'Her birthday is every year in May',
    '',
    '   ',
  ])('finds nothing in %j', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('finds several traps in one sentence, each once, and quotes the words that suggested them', () => {
    const spotted = spotThinkingTraps("I always mess things up, I'm such an idiot, and they all think I'm useless. I always mess up.");
    expect(spotted.map((item) => item.trap.id)).toEqual(['mind-reading', 'labelling', 'overgeneralising']);
    expect(spotted.find((item) => item.trap.id === 'labelling')?.words).toBe("I'm such an idiot");
    expect(spotThinkingTraps('Honestly, I’M SUCH   an idiot!')[0]?.words).toBe('I’M SUCH   an idiot');
  });

  it('reads hostile and huge input without failing, and reads only the first 1,000 characters', () => {
    expect(ids('<script>alert("I am such an idiot")</script>')).toEqual(['labelling']);
    expect(ids(`${'calm '.repeat(300)} I am such an idiot`)).toEqual([]);
    expect(ids('I ａｍ ｓｕｃｈ ａｎ ｉｄｉｏｔ')).toEqual(['labelling']);
  });

  it('gives every trap a name, an explanation and a question in both registers', () => {
    expect(new Set(thinkingTraps.map((trap) => trap.id)).size).toBe(thinkingTraps.length);
    for (const trap of thinkingTraps) {
      for (const copy of [trap.name, trap.explanation, trap.question]) expect(validateCopy(copy)).toEqual([]);
      expect(trap.question.standard.trim().endsWith('?')).toBe(true);
    }
  });
});
