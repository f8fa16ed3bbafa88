/**
 * Spotting common thinking traps (the "cognitive distortions" of cognitive behavioural therapy) in one sentence the
 * person writes, with our own word rules: no model, no network, the same sentence always gets the same answer.
 * It names a possible pattern gently and asks a question to look at the thought from another side; it never says
 * the thought is wrong, and finding nothing does not mean the thought is fine or easy.
 */
import { normaliseForScreening } from '@contract/risk-screen';
import { c, p } from '@/content/insight/copy';
import type { Copy } from '@/content/insight/types';

export type ThinkingTrapId =
  | 'all-or-nothing'
  | 'catastrophising'
  | 'mind-reading'
  | 'fortune-telling'
  | 'should-statements'
  | 'labelling'
  | 'overgeneralising'
  | 'discounting-the-positive'
  | 'emotional-reasoning'
  | 'personalising';

interface ThinkingTrap {
  id: ThinkingTrapId;
  name: Copy;
  /** What the pattern is, kindly: it is common and human. */
  explanation: Copy;
  /** One question that invites another look, never an instruction. */
  question: Copy;
  /** Run on normalised text (lower case, apostrophes as spaces: "can't" is "can t"). */
  patterns: readonly RegExp[];
}

const I_AM = String.raw`i (m|am)`;
const HARSH_LABEL = String.raw`(an? )?(idiot|failure|loser|mess|disappointment|fraud|joke|waste of space|useless|worthless|stupid|pathetic|unlovable|hopeless case)`;

export const thinkingTraps: readonly ThinkingTrap[] = [
  {
    id: 'all-or-nothing',
    name: c('All-or-nothing thinking', 'All-or-nothing thinking'),
    explanation: c(
      'Seeing things in only two boxes, perfect or a disaster, with nothing in between. Most of life happens in the middle.',
      'Seeing things as only perfect or terrible. Most things are somewhere in the middle.',
    ),
    question: c('Is there a middle ground here: something that went partly well, or is partly true?', 'What part went a bit well, or is a bit true?'),
    patterns: [
      /\b(completely|totally|entirely|utterly) (ruined|useless|worthless|wrong|pointless|failed|hopeless)\b/,
      /\b(a|an) (complete|total|utter) (failure|disaster|mess|waste)\b/,
      /\b(everything|it all) (is|was|s) (ruined|wrong|pointless|a mess)\b/,
      /\bif (it s|it is|i m|i am) not perfect\b/,
      /\bnothing (ever )?goes right\b/,
    ],
  },
  {
    id: 'catastrophising',
    name: c('Catastrophising', 'Expecting the worst'),
    explanation: c(
      'Jumping to the worst possible outcome and treating it as likely. Worry does this to protect us, but it makes things feel bigger than they are.',
      'Thinking the worst will happen. Worry can make things feel bigger than they are.',
    ),
    question: c('What is the most likely outcome, and how would you cope if it did go badly?', 'What will most likely happen? How could you cope?'),
    patterns: [
      /\bwhat if\b.*\b(goes wrong|go wrong|fails|fail|falls apart|happens again|something bad|the worst)\b/,
      /\b(it ll|it will|this will|that will|this is going to|it s going to) (be|end in) (a )?(disaster|catastrophe|the worst|unbearable|terrible|awful|a nightmare)\b/,
      /\b(ruin|ruined|ruins|destroy|destroyed) my (whole )?(life|career|future)\b/,
      /\bthe worst (thing|day) (ever|in the world|that could happen)\b/,
      /\bi (can t|cannot|won t be able to) (cope|handle it|handle this|survive this)\b/,
    ],
  },
  {
    id: 'mind-reading',
    name: c('Mind reading', 'Guessing what others think'),
    explanation: c(
      'Feeling sure you know what someone else thinks of you, usually something unkind, without them saying it.',
      'Feeling sure you know what someone thinks of you, without them saying it.',
    ),
    question: c('What do you actually know they think, and what other reasons could explain what they did?', 'What do you really know? What else could explain it?'),
    patterns: [
      /\b(they|he|she|everyone|everybody|people|my \w+) (all )?(must |probably |definitely )?(think|thinks|thought) (i m|i am|that i|i was|i look|i sound|i should|my)\b/,
      /\b(they|he|she|everyone|everybody|people) (all )?(hate|hates|dislike|dislikes|are judging|is judging|judge|judges|laugh at|laughed at|are laughing at) me\b/,
      /\bi (know|bet|can tell) (they|he|she|everyone) (think|thinks|hate|hates|are|is|doesn t|don t)\b/,
    ],
  },
  {
    id: 'fortune-telling',
    name: c('Fortune telling', 'Predicting the future'),
    explanation: c(
      'Predicting that things will turn out badly, and feeling the prediction is already fact.',
      'Being sure something will go badly before it happens.',
    ),
    question: c('How sure can anyone be about this? Has a prediction like this ever turned out better than you expected?', 'Can you really know? Has a worry like this gone better before?'),
    patterns: [
      /\bi (will|ll|am going to|m going to|m gonna|am gonna) (definitely |probably |just )?(fail|mess (it |this )?up|screw (it |this )?up|blow it|embarrass myself|be rejected|get rejected|say something stupid)\b/,
      /\b(it|this|that|things) (will|ll|is going to|s going to) (never|not ever) (work|change|get better|improve)\b/,
      /\bi ll never (be able|get|find|manage|pass)\b/,
      /\bi will never (be able|get|find|manage|pass)\b/,
      /\b(no one|nobody) (will|is going to) (ever )?(like|love|hire|want|choose) me\b/,
      /\b(there s|there is) no (way|chance) (it|this|i) (will|ll|can)\b/,
    ],
  },
  {
    id: 'should-statements',
    name: c('Should statements', '"Should" rules'),
    explanation: c(
      'Holding yourself (or others) to strict rules: should, must, ought to. They often bring guilt or frustration rather than change.',
      'Strict rules like "I should" or "I must". They often make us feel guilty.',
    ),
    question: c('What would it sound like to say "I would like to" or "it would help if" instead?', 'How does it feel to say "I would like to" instead?'),
    patterns: [
      /\b(i|you|they|he|she|we|people) (really )?(should|shouldn t|should not|must|mustn t|must not|ought to|ought not to)\b/,
      /\bi (m|am) supposed to\b/,
      /\bi (should|shouldn t) have\b/,
    ],
  },
  {
    id: 'labelling',
    name: c('Labelling', 'Calling yourself names'),
    explanation: c(
      'Turning one moment into a name for a whole person: "I failed" becomes "I am a failure". A person is much more than one moment.',
      'Calling yourself a harsh name because of one thing. You are more than one moment.',
    ),
    question: c('Would you call a friend that if they were in your place? What would you say to them instead?', 'Would you say that to a friend? What would you say instead?'),
    patterns: [
      new RegExp(String.raw`\b${I_AM} (such |so |just |a complete |a total |an absolute )?${HARSH_LABEL}\b`),
      /\bi (m|am) (so |such a )?(weak|broken|a burden|not good enough)\b/,
      /\b(he|she|they) (is|s|are|re) (such )?(an? )?(idiot|jerk|loser|selfish|useless|stupid)\b/,
    ],
  },
  {
    id: 'overgeneralising',
    name: c('Overgeneralising', 'Always or never'),
    explanation: c(
      'Taking one event and making it a rule for everything: always, never, everyone, no one.',
      'Making one bad thing into a rule: "always", "never", "everyone".',
    ),
    question: c('Can you think of one time it went differently?', 'Was there one time it went differently?'),
    patterns: [
      /\b(always|never) (happens|goes|go|works|work|get|gets|do|does|did|listens|listen|cares|care)\b/,
      /\bi (always|never) (get|do|mess|ruin|say|make|manage|fail)\b/,
      /\b(everyone|everybody|no one|nobody|people) (always|ever|never) (leaves|leave|listens|listen|cares|care|likes|like|understands|understand)\b/,
      /\b(this|it) always happens\b/,
      /\bevery (single )?time\b/,
    ],
  },
  {
    id: 'discounting-the-positive',
    name: c('Discounting the positive', 'Brushing off the good'),
    explanation: c(
      'Telling yourself that something good does not count: it was luck, anyone could do it, they were just being nice.',
      'Saying good things "don\'t count", like it was luck or they were just being nice.',
    ),
    question: c('If a friend did this, would you say it counts? What part of it was yours?', 'If a friend did this, would it count? What part was yours?'),
    patterns: [
      /\b(it|that) (was|s|is) (just |only )?(luck|a fluke)\b/,
      /\b(it|that) (was|s|is) (just|only) easy\b/,
      /\b(anyone|anybody) could (have )?(do|done|did) (it|that)\b/,
      /\b(it|that) doesn t (really )?(count|mean anything)\b/,
      /\b(they|he|she) (was|were|is|are|re|s) (just|only) being (nice|polite|kind)\b/,
    ],
  },
  {
    id: 'emotional-reasoning',
    name: c('Emotional reasoning', 'Feelings as facts'),
    explanation: c(
      'Taking a feeling as proof: "I feel useless, so I must be useless". Feelings are real and worth listening to, but they are not always facts.',
      'Thinking a feeling proves something. Feelings matter, but they are not always facts.',
    ),
    question: c('What would you notice if you looked only at what happened, apart from how it felt?', 'What happened, apart from how it felt?'),
    patterns: [/\bi feel\b.*\b(so|therefore|which means) (it|i|this|they|he|she) (must|is|am|are|re|m|s)\b/, /\bi feel (like )?(a failure|useless|stupid|worthless),? so\b/],
  },
  {
    id: 'personalising',
    name: c('Personalising', 'Blaming yourself for everything'),
    explanation: c(
      'Taking the blame for things that had many causes, many of them outside your control.',
      'Blaming yourself for things that were not all up to you.',
    ),
    question: p('What else played a part in what happened, apart from you?'),
    patterns: [/\b(it s|it is|it was|its) (all )?my fault\b/, /\b(all )?because of me\b/, /\bi (ruin|ruined|spoil|spoiled|spoilt) (everything|it for everyone)\b/],
  },
];

export interface SpottedTrap {
  trap: ThinkingTrap;
  /** The words that suggested it, as the person wrote them where they can be found, else in lower case. */
  words: string;
}

/** The longest thought the tool reads; the field allows this much. */
export const THOUGHT_MAX_CHARS = 1000;

/** The stretch of the original text a normalised match came from ("i m such an idiot" -> "I'm such an idiot"). */
function asWritten(original: string, normalisedWords: string): string {
  const tokens = normalisedWords.split(' ').map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${tokens.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'iu');
  return pattern.exec(original.normalize('NFKC'))?.[0] ?? normalisedWords;
}

/** The thinking traps a sentence suggests, each once, in the list's order. */
export function spotThinkingTraps(thought: string): SpottedTrap[] {
  const original = thought.slice(0, THOUGHT_MAX_CHARS);
  const normalised = normaliseForScreening(original);
  if (!normalised) return [];
  const spotted: SpottedTrap[] = [];
  for (const trap of thinkingTraps) {
    for (const pattern of trap.patterns) {
      const match = pattern.exec(normalised);
      if (match) {
        spotted.push({ trap, words: asWritten(original, match[0]) });
        break;
      }
    }
  }
  return spotted;
}
