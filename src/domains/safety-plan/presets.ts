/**
 * Ordinary options the wizard offers for each step of the plan, so no one faces a blank page in a hard week. They are
 * starting points, never a diagnosis or a checklist to complete: the person picks any that fit and adds their own
 * words. Safe messaging: "making my space safer" speaks of distance and other people's help, never of methods.
 */
import type { Copy } from '@/content/insight/types';

function same(text: string): Copy {
  return { standard: text, plain: text, alreadyPlain: true };
}

function copy(standard: string, plain: string): Copy {
  return { standard, plain };
}

/** The presets of each step, by the step's id in the safety-plan tool. Contact steps offer names to change. */
export const planPresets: Readonly<Record<string, readonly Copy[]>> = {
  'warning-signs': [
    same('Not sleeping well'),
    copy('Pulling away from people', 'Staying away from people'),
    same('Feeling hopeless'),
    same('Feeling trapped'),
    copy('Thoughts going round and round', 'The same thoughts again and again'),
    copy('Drinking or using more than usual', 'Drinking or using drugs more'),
    copy('Feeling numb or empty', 'Feeling nothing'),
    copy('Snapping at people I care about', 'Getting angry with people I love'),
  ],
  coping: [
    same('Go for a walk'),
    same('Listen to music'),
    same('Take a shower'),
    same('Slow breathing'),
    copy('5-4-3-2-1 grounding', 'Name things I can see, hear and touch'),
    copy('Write down what I feel', 'Write how I feel'),
    same('Watch something comforting'),
    copy('Hold something cold, like an ice cube', 'Hold something cold'),
  ],
  distraction: [same('A café'), same('A park'), same('The library'), copy('A friend’s house', 'A friend’s home'), same('A place of worship'), same('The gym')],
  help: [same('A friend'), copy('A family member', 'Someone in my family'), same('A neighbour'), copy('A colleague I trust', 'Someone I trust at work')],
  professionals: [
    same('My doctor'),
    same('My therapist'),
    copy('The local emergency number', 'The emergency number'),
    copy('A crisis line from the crisis help page', 'A crisis line'),
  ],
  environment: [
    copy('Ask someone I trust to keep my medicines', 'Ask someone to keep my medicines'),
    copy('Keep only a small supply of medicine at home', 'Keep only a little medicine at home'),
    copy('Stay with someone when things are hard', 'Be with someone when it is hard'),
    copy('Ask someone to hold on to anything I could hurt myself with', 'Give risky things to someone to keep'),
    copy('Stay away from alcohol and drugs when I feel low', 'No alcohol or drugs when I feel low'),
  ],
  reasons: [
    same('My family'),
    same('My friends'),
    same('My pet'),
    copy('Things I still want to do', 'Things I want to do'),
    copy('My faith or beliefs', 'What I believe'),
    copy('Small things I enjoy', 'Small things I like'),
  ],
};

/** The presets offered for a step (none for a step without any). */
export function presetsFor(stepId: string): readonly Copy[] {
  return planPresets[stepId] ?? [];
}

/** True when `text` is one of the preset's two variants, so a preset picked in either register shows as chosen. */
export function isPreset(preset: Copy, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return preset.standard.toLowerCase() === wanted || preset.plain.toLowerCase() === wanted;
}
