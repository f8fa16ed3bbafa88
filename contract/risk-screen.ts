/**
 * Crisis screening of a person's own words, run the same way on the device and on the server (the AI tools screen
 * before any model call; the community holds a post for review). It errs on the side of care: a sentence that may
 * suggest risk is treated as risk, and the person is offered crisis help, never told off. Figures of speech that
 * only sound alike ("dying to see it", "this is killing me") are not risk.
 *
 * Our own word lists, no model: the same text always gets the same answer, offline included.
 */

/** The kinds of phrase the screen finds, most urgent first (the order `signals` are listed in). */
export const RISK_SIGNALS = ['immediate-danger', 'suicidal-thoughts', 'self-harm', 'wish-to-be-gone', 'farewell'] as const;
export type RiskSignal = (typeof RISK_SIGNALS)[number];

export interface RiskScreen {
  risk: boolean;
  /** Which kinds of phrase were found, each once, in a stable order. */
  signals: RiskSignal[];
}

interface RiskRule {
  signal: RiskSignal;
  pattern: RegExp;
}

/* Patterns run on normalised text: lower case, straight apostrophes, single spaces, letters and digits kept. */
const RULES: readonly RiskRule[] = [
  { signal: 'suicidal-thoughts', pattern: /\bsuicid(e|al|ality)\b/ },
  { signal: 'suicidal-thoughts', pattern: /\b(kill|killing|killed) my ?self\b/ },
  { signal: 'suicidal-thoughts', pattern: /\b(end|ending|take|taking|took) (my|his|her|their) (own )?li(fe|ves)\b/ },
  { signal: 'suicidal-thoughts', pattern: /\b(want|wanted|going|gonna|ready|plan|planning|decided|about) to end (it|it all|everything|things)\b/ },
  { signal: 'suicidal-thoughts', pattern: /\bend it all\b/ },
  { signal: 'suicidal-thoughts', pattern: /\b(want|wanted|wanting|going|plan|planning|ready|tempted) to die\b/ },
  { signal: 'suicidal-thoughts', pattern: /\bi (wish|want) (i was|i were|to be) dead\b/ },
  // What people write to get past word filters ("unalive", "kms") means the same and is met the same way.
  { signal: 'suicidal-thoughts', pattern: /\bunalive (my ?self|me)\b/ },
  { signal: 'suicidal-thoughts', pattern: /\b(want|going|gonna|might|could) (to )?kms\b/ },
  { signal: 'suicidal-thoughts', pattern: /\b(thinking|thought|think) (about|of) (dying|not being alive|killing my ?self|ending (it|my life))\b/ },
  { signal: 'wish-to-be-gone', pattern: /\bbetter off (dead|without me|if i (was|were) gone)\b/ },
  { signal: 'wish-to-be-gone', pattern: /\b(don ?t|do not|dont) want to (be here|be alive|live|exist|wake up)( anymore| any more)?\b/ },
  { signal: 'wish-to-be-gone', pattern: /\bno (reason|point) (in |to )?(living|live|go on|going on|being alive)\b/ },
  { signal: 'wish-to-be-gone', pattern: /\b(can ?t|cannot|cant) (go on|do this) (anymore|any more|much longer)\b/ },
  { signal: 'wish-to-be-gone', pattern: /\b(disappear|not be here) forever\b/ },
  { signal: 'wish-to-be-gone', pattern: /\b(no ?one|nobody) would (miss|notice|care)( about)?( me)? if i (died|was gone|were gone|disappeared)\b/ },
  { signal: 'wish-to-be-gone', pattern: /\bi (wish|want) (i could|to) (go to sleep and )?never wake up\b/ },
  { signal: 'self-harm', pattern: /\bself ?harm(ing|ed)?\b/ },
  { signal: 'self-harm', pattern: /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning) (my ?self|myself)\b/ },
  { signal: 'self-harm', pattern: /\b(overdose|overdosing|od ing)\b/ },
  { signal: 'farewell', pattern: /\b(this is|these are) my (last|final) (words|message|post|goodbye)\b/ },
  { signal: 'farewell', pattern: /\bgoodbye (forever|everyone|world)\b/ },
  { signal: 'farewell', pattern: /\b(wrote|writing|left) (a|my) (suicide )?note\b/ },
  { signal: 'immediate-danger', pattern: /\b(tonight|today|right now|now) i (will|am going to|m going to) (do it|end)\b/ },
  { signal: 'immediate-danger', pattern: /\bi (have|ve got|got) (the )?(pills|rope|gun|knife|blade)\b/ },
];

/** Lower case, curly quotes straightened, apostrophes and punctuation become spaces, runs of spaces collapsed. */
export function normaliseForScreening(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/'/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Screens one text; an empty or whitespace-only text is no risk. */
export function screenForRisk(text: string): RiskScreen {
  const normalised = normaliseForScreening(text);
  if (!normalised) return { risk: false, signals: [] };
  const found = new Set<RiskSignal>();
  for (const rule of RULES) {
    if (rule.pattern.test(normalised)) found.add(rule.signal);
  }
  const signals = RISK_SIGNALS.filter((signal) => found.has(signal));
  return { risk: signals.length > 0, signals };
}
