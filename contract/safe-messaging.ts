/**
 * The community's safe-messaging check, run on the device while a person writes and again on the server when the
 * post arrives (the server's answer decides). Our own word lists and rules, drawn from the guidance of #chatsafe
 * (Orygen), the Samaritans' online guidelines and reportingonsuicide.org:
 *
 * - method detail (how, with what, how much) can put a reader at risk: the post is held for a moderator;
 * - graphic description, sensational or absolute language ("the only way out") and glorifying a death get gentle
 *   guidance: the writer decides, the post is not held for them;
 * - a heavy topic without a content note gets a suggestion to add one;
 * - words that suggest the writer may be at risk (contract/risk-screen.ts, the one crisis screen) hold the post for
 *   a moderator, and the writer is shown crisis help and a kind explanation, never a rejection.
 *
 * No zod and no DOM: the composer runs it on every keystroke and the functions run it on every post.
 */
import { normaliseForScreening, screenForRisk, type RiskScreen } from './risk-screen.ts';

/** Content notes a writer picks for a post (shown before it; readers choose whether to open it). */
export const CONTENT_NOTES = [
  'suicide',
  'self-harm',
  'abuse',
  'eating-disorders',
  'substance-use',
  'grief-loss',
  'violence',
  'mental-health-crisis',
] as const;
export type ContentNote = (typeof CONTENT_NOTES)[number];

export const CONTENT_NOTE_LABELS: Readonly<Record<ContentNote, string>> = {
  suicide: 'Suicide',
  'self-harm': 'Self-harm',
  abuse: 'Abuse',
  'eating-disorders': 'Eating disorders',
  'substance-use': 'Alcohol or drug use',
  'grief-loss': 'Grief and loss',
  violence: 'Violence',
  'mental-health-crisis': 'Mental health crisis',
};

export type GuidanceRule = 'method-detail' | 'graphic-description' | 'absolute-language' | 'glorifying' | 'content-note-needed';
export const GUIDANCE_RULES: readonly GuidanceRule[] = [
  'method-detail',
  'graphic-description',
  'absolute-language',
  'glorifying',
  'content-note-needed',
];

export interface PlainPair {
  standard: string;
  plain: string;
}

/** What the writer reads for each rule: why it matters and what to do instead. */
export const GUIDANCE_TEXT: Readonly<Record<GuidanceRule, { title: PlainPair; advice: PlainPair }>> = {
  'method-detail': {
    title: { standard: 'Details of how someone could harm themselves', plain: 'Details of how to get hurt' },
    advice: {
      standard:
        'Details about means, amounts or places can put someone who is struggling at risk. Please describe how you felt and what helped, not what was done or how. A moderator will read this post before it appears.',
      plain:
        'Details about how someone got hurt can put others in danger. Please write about your feelings and what helped instead. A moderator will read this post first.',
    },
  },
  'graphic-description': {
    title: { standard: 'Graphic description', plain: 'Upsetting detail' },
    advice: {
      standard:
        'Vivid descriptions of injuries or blood can be hard for others to read and can stay with them. Consider saying what happened in general terms.',
      plain: 'Detail about injuries can upset people. Think about saying it in a gentler way.',
    },
  },
  'absolute-language': {
    title: { standard: 'Words that close off hope', plain: 'Words that sound like there is no hope' },
    advice: {
      standard:
        'Phrases such as “the only way out” or “nothing will ever change” can make a hard moment sound permanent to someone reading. If you can, say how it felt then, and what, if anything, has helped since.',
      plain: 'Words like “the only way out” can make others feel there is no hope. Try saying how it felt at the time.',
    },
  },
  glorifying: {
    title: { standard: 'Making a death sound peaceful or brave', plain: 'Making a death sound good' },
    advice: {
      standard:
        'Describing a death by suicide as peaceful, brave or a release can make it seem like an answer to someone in pain. Remembering a person’s life, and the loss, is safer and kinder.',
      plain: 'Saying a death by suicide was peaceful or brave can be risky for others. Write about the person’s life instead.',
    },
  },
  'content-note-needed': {
    title: { standard: 'Add a content note', plain: 'Add a warning' },
    advice: {
      standard:
        'This post touches a heavy topic. A content note lets readers choose whether and when to read it. Pick the notes that fit below.',
      plain: 'This post is about something heavy. Pick a warning below so people can choose to read it or not.',
    },
  },
};

interface PatternRule {
  rule: Exclude<GuidanceRule, 'content-note-needed'>;
  pattern: RegExp;
}

/*
 * Patterns run on the risk screen's normalised text (lower case, punctuation as spaces). They name kinds of phrase,
 * not methods in detail: the point is to recognise and hold such text, not to describe it.
 */
const PATTERN_RULES: readonly PatternRule[] = [
  { rule: 'method-detail', pattern: /\bhow (many|much) (pills|tablets|mg|milligrams)\b/ },
  { rule: 'method-detail', pattern: /\b\d+ ?(mg|milligrams|pills|tablets|capsules)\b/ },
  { rule: 'method-detail', pattern: /\b(how to|best way to|easiest way to|painless way to) (kill|hurt|harm|cut|end|die|overdose)\b/ },
  { rule: 'method-detail', pattern: /\b(noose|hanged (my|him|her|them)sel(f|ves)|hanging (my|him|her|them)sel(f|ves))\b/ },
  { rule: 'method-detail', pattern: /\b(slit|slash|slashed|slashing) (my|his|her|their) (wrists?|throat)\b/ },
  { rule: 'method-detail', pattern: /\b(overdosed|overdose|od d|od ed) on\b/ },
  { rule: 'method-detail', pattern: /\bjump(ed|ing)? (off|from) (a|the) (bridge|roof|building|cliff|balcony)\b/ },
  { rule: 'method-detail', pattern: /\b(stockpil(e|ed|ing)|saved up|hoard(ed|ing)) (my |the )?(pills|tablets|meds|medication)\b/ },
  { rule: 'graphic-description', pattern: /\b(blood|bleeding) (everywhere|all over|pouring|gushing|pooling)\b/ },
  { rule: 'graphic-description', pattern: /\b(deep|gaping|open) (cuts?|wounds?|gashes)\b/ },
  { rule: 'graphic-description', pattern: /\b(gore|gory|mangled|disembowel\w*)\b/ },
  { rule: 'absolute-language', pattern: /\b(the )?only (way out|way to stop (the|this) pain|option left|escape)\b/ },
  { rule: 'absolute-language', pattern: /\bnothing (will|can) ever (change|help|get better)\b/ },
  { rule: 'absolute-language', pattern: /\b(never|won t|will not) (ever )?get better\b/ },
  { rule: 'absolute-language', pattern: /\b(no|zero) (hope|way out) (left|at all|for me)\b/ },
  { rule: 'absolute-language', pattern: /\b(suicide|self harm) epidemic\b/ },
  { rule: 'glorifying', pattern: /\b(at peace|finally free|in a better place|free at last) (now )?(since|after|because|that) (he|she|they|i) (died|killed|took|ended)\b/ },
  { rule: 'glorifying', pattern: /\b(brave|beautiful|peaceful|romantic|heroic) (choice|decision|death|way to go|suicide)\b/ },
  { rule: 'glorifying', pattern: /\bsuicide (was|is) (brave|beautiful|peaceful|romantic|the answer|a release|freedom)\b/ },
];

interface TopicRule {
  note: ContentNote;
  pattern: RegExp;
}

/** Heavy topics and the content note each one calls for. */
const TOPIC_RULES: readonly TopicRule[] = [
  { note: 'suicide', pattern: /\b(suicid\w*|kill(ed|ing)? (my|him|her|them)sel(f|ves)|end(ed|ing)? (my|his|her|their) li(fe|ves))\b/ },
  { note: 'self-harm', pattern: /\b(self ?harm\w*|cutting (my|him|her)self|hurt(ing)? myself|overdos\w*)\b/ },
  { note: 'abuse', pattern: /\b(abuse[ds]?|abusive|abuser|assault(ed)?|raped?|molest\w*|groom(ed|ing))\b/ },
  { note: 'eating-disorders', pattern: /\b(anorexi\w*|bulimi\w*|binge(ing)?|purg(e|ed|ing)|starv(e|ed|ing) myself|eating disorder)\b/ },
  { note: 'substance-use', pattern: /\b(relaps\w*|addict\w*|overdos\w*|drunk|alcoholi\w*|heroin|cocaine|meth|withdrawal)\b/ },
  { note: 'grief-loss', pattern: /\b(died|passed away|funeral|bereave\w*|grief|grieving|miscarriage|stillborn)\b/ },
  { note: 'violence', pattern: /\b(beat(en)? me|hit me|stabbed|shot (him|her|me|them)|violen(t|ce))\b/ },
];

export interface SafeMessagingCheck {
  /** Rules the text touches, each once, in GUIDANCE_RULES order. */
  guidance: GuidanceRule[];
  /** The crisis screen's answer (contract/risk-screen.ts). */
  risk: RiskScreen;
  /** Content notes the topics call for and the writer has not picked. */
  suggestedNotes: ContentNote[];
  /** Why a moderator must read the post before it appears: risk signals and 'method-detail'; empty to publish. */
  holdReasons: string[];
}

/** Checks a draft (and the content notes picked for it). The same text and notes always give the same answer. */
export function checkSafeMessaging(text: string, contentNotes: readonly string[] = []): SafeMessagingCheck {
  const risk = screenForRisk(text);
  const normalised = normaliseForScreening(text);
  const found = new Set<GuidanceRule>();
  for (const { rule, pattern } of PATTERN_RULES) {
    if (pattern.test(normalised)) found.add(rule);
  }
  const picked = new Set(contentNotes);
  const topics = new Set<ContentNote>();
  for (const { note, pattern } of TOPIC_RULES) {
    if (pattern.test(normalised)) topics.add(note);
  }
  // Words of risk are a heavy topic too, even when no topic word is used ("I don't want to be here anymore").
  if (risk.signals.includes('self-harm')) topics.add('self-harm');
  else if (risk.risk && topics.size === 0) topics.add('mental-health-crisis');
  const suggestedNotes = CONTENT_NOTES.filter((note) => topics.has(note) && !picked.has(note));
  // A post with any note at all has warned its readers; the suggestion stays only while none is picked.
  if (suggestedNotes.length > 0 && picked.size === 0) found.add('content-note-needed');
  const guidance = GUIDANCE_RULES.filter((rule) => found.has(rule));
  const holdReasons: string[] = [...risk.signals];
  if (found.has('method-detail')) holdReasons.push('method-detail');
  return { guidance, risk, suggestedNotes, holdReasons };
}
