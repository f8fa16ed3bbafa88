import { c, p } from './copy';
import type { ChoiceOption, Copy } from './types';

/**
 * The mood check-in's emotion vocabulary, arranged like a mood meter: pleasantness (unpleasant to pleasant) across,
 * energy (low to high) up. Naming a feeling precisely ("affect labelling") is itself calming for many people.
 */
export type MoodQuadrant = 'high-unpleasant' | 'high-pleasant' | 'low-unpleasant' | 'low-pleasant';

export const moodQuadrants: readonly { id: MoodQuadrant; label: Copy }[] = [
  { id: 'high-unpleasant', label: c('High energy, unpleasant', 'Wound up, not good') },
  { id: 'high-pleasant', label: c('High energy, pleasant', 'Lively and good') },
  { id: 'low-unpleasant', label: c('Low energy, unpleasant', 'Low and not good') },
  { id: 'low-pleasant', label: c('Low energy, pleasant', 'Calm and good') },
];

function word(id: string, quadrant: MoodQuadrant, label: Copy, hint?: Copy): ChoiceOption {
  return hint ? { id, label, hint, group: quadrant } : { id, label, group: quadrant };
}

export const emotionOptions: readonly ChoiceOption[] = [
  word('angry', 'high-unpleasant', p('Angry')),
  word('anxious', 'high-unpleasant', c('Anxious', 'Worried and on edge')),
  word('stressed', 'high-unpleasant', p('Stressed')),
  word('frustrated', 'high-unpleasant', c('Frustrated', 'Fed up')),
  word('irritable', 'high-unpleasant', c('Irritable', 'Easily annoyed')),
  word('overwhelmed', 'high-unpleasant', c('Overwhelmed', 'It is all too much')),
  word('panicky', 'high-unpleasant', p('Panicky')),
  word('restless', 'high-unpleasant', c('Restless', 'Cannot settle')),
  word('tense', 'high-unpleasant', p('Tense')),
  word('scared', 'high-unpleasant', p('Scared')),
  word('jealous', 'high-unpleasant', p('Jealous')),
  word('embarrassed', 'high-unpleasant', p('Embarrassed')),
  word('excited', 'high-pleasant', p('Excited')),
  word('joyful', 'high-pleasant', c('Joyful', 'Very happy')),
  word('energised', 'high-pleasant', c('Energised', 'Full of energy')),
  word('hopeful', 'high-pleasant', p('Hopeful')),
  word('proud', 'high-pleasant', p('Proud')),
  word('playful', 'high-pleasant', p('Playful')),
  word('inspired', 'high-pleasant', c('Inspired', 'Full of ideas')),
  word('curious', 'high-pleasant', c('Curious', 'Want to know more')),
  word('confident', 'high-pleasant', c('Confident', 'Sure of myself')),
  word('amused', 'high-pleasant', c('Amused', 'Something is funny')),
  word('motivated', 'high-pleasant', c('Motivated', 'Ready to do things')),
  word('connected', 'high-pleasant', c('Connected', 'Close to others')),
  word('sad', 'low-unpleasant', p('Sad')),
  word('lonely', 'low-unpleasant', p('Lonely')),
  word('tired', 'low-unpleasant', p('Tired')),
  word('disappointed', 'low-unpleasant', c('Disappointed', 'Let down')),
  word('hopeless', 'low-unpleasant', c('Hopeless', 'Like nothing will get better')),
  word('numb', 'low-unpleasant', c('Numb', 'Feeling nothing much')),
  word('drained', 'low-unpleasant', c('Drained', 'Worn out')),
  word('bored', 'low-unpleasant', p('Bored')),
  word('discouraged', 'low-unpleasant', c('Discouraged', 'Losing heart')),
  word('ashamed', 'low-unpleasant', c('Ashamed', 'Bad about who I am')),
  word('guilty', 'low-unpleasant', c('Guilty', 'Bad about something I did')),
  word('empty', 'low-unpleasant', p('Empty')),
  word('calm', 'low-pleasant', p('Calm')),
  word('content', 'low-pleasant', c('Content', 'Happy with how things are')),
  word('relaxed', 'low-pleasant', p('Relaxed')),
  word('grateful', 'low-pleasant', c('Grateful', 'Thankful')),
  word('peaceful', 'low-pleasant', p('Peaceful')),
  word('safe', 'low-pleasant', p('Safe')),
  word('cared-for', 'low-pleasant', p('Cared for')),
  word('satisfied', 'low-pleasant', c('Satisfied', 'Pleased')),
  word('mellow', 'low-pleasant', c('Mellow', 'Easy-going')),
  word('tender', 'low-pleasant', c('Tender', 'Soft and open')),
  word('rested', 'low-pleasant', p('Rested')),
  word('at-ease', 'low-pleasant', p('At ease')),
];

/**
 * The lowest pleasantness band of the mood check-in (1 and 2 of 5: "very unpleasant" and the step above it). A
 * check-in there is a hard moment: the tool offers gentle next steps and crisis help, and the app asks for no
 * feedback for the rest of the session.
 */
export const LOWEST_PLEASANTNESS_BAND_MAX = 2;

export function inLowestPleasantnessBand(pleasantness: unknown): boolean {
  return typeof pleasantness === 'number' && pleasantness <= LOWEST_PLEASANTNESS_BAND_MAX;
}

/** The quadrant that a pleasantness and energy rating (each 1 to 5) point to; 3 counts towards the middle. */
export function quadrantFor(pleasantness: number, energy: number): MoodQuadrant {
  const pleasant = pleasantness >= 3;
  const high = energy >= 3;
  if (high) return pleasant ? 'high-pleasant' : 'high-unpleasant';
  return pleasant ? 'low-pleasant' : 'low-unpleasant';
}
