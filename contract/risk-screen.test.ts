import { describe, expect, it } from 'vitest';
import { normaliseForScreening, screenForRisk } from './risk-screen';

describe('screenForRisk', () => {
  it.each([
    ['I want to kill myself', 'suicidal-thoughts'],
    ['Sometimes I think about suicide', 'suicidal-thoughts'],
    ['I’ve been feeling suicidal since Monday', 'suicidal-thoughts'],
    ['I just want to end it all', 'suicidal-thoughts'],
    ['i am going to end it tonight', 'suicidal-thoughts'],
    ['I want to die', 'suicidal-thoughts'],
    ['I wish I was dead', 'suicidal-thoughts'],
    ['Everyone would be better off without me', 'wish-to-be-gone'],
    ["I don't want to be here anymore", 'wish-to-be-gone'],
    ['I dont want to wake up', 'wish-to-be-gone'],
    ["There's no reason to live", 'wish-to-be-gone'],
    ["I can't go on anymore", 'wish-to-be-gone'],
    ['I keep hurting myself', 'self-harm'],
    ['I relapsed into self-harm', 'self-harm'],
    ['thinking of an overdose', 'self-harm'],
    ['This is my last message, goodbye everyone', 'farewell'],
    ["I've got the pills", 'immediate-danger'],
    ['Tonight I will do it', 'immediate-danger'],
    ['I WANT TO KILL MYSELF!!!', 'suicidal-thoughts'],
    ['I  want\tto\ndie', 'suicidal-thoughts'],
    ['sometimes i want to unalive myself', 'suicidal-thoughts'],
    ['i might kms', 'suicidal-thoughts'],
    ["I keep thinking about ending my life", 'suicidal-thoughts'],
    ['Nobody would miss me if I disappeared', 'wish-to-be-gone'],
    ['I wish I could go to sleep and never wake up', 'wish-to-be-gone'],
  ])('finds risk in %j', (text, signal) => {
    const screen = screenForRisk(text);
    expect(screen.risk).toBe(true);
    expect(screen.signals).toContain(signal);
  });

  it.each([
    '',
    '   ',
    "I'm dying to see that film",
    'This commute is killing me',
    'She killed it at the interview',
    'At the end it was fine',
    'I am tired and a bit low today',
    'I felt anxious before the meeting but it went well',
    'We talked about how to end the meeting on time',
    'My grandmother died last year and I miss her',
    'I laughed so hard, you nearly killed me with that joke',
    'Thinking about dinner, nobody would miss the meeting',
    'I want to disappear into a good book this weekend',
  ])('finds no risk in %j', (text) => {
    expect(screenForRisk(text)).toEqual({ risk: false, signals: [] });
  });

  it('lists each kind of signal once, most urgent first', () => {
    const screen = screenForRisk("I want to die. I want to die. I've got the pills and I keep hurting myself");
    expect(screen.signals).toEqual(['immediate-danger', 'suicidal-thoughts', 'self-harm']);
  });

  it('reads text written with odd characters and huge input without failing', () => {
    expect(screenForRisk('ｓｕｉｃｉｄｅ').risk).toBe(true);
    expect(screenForRisk('<script>alert(1)</script>').risk).toBe(false);
    const long = 'calm words '.repeat(100_000);
    expect(screenForRisk(long).risk).toBe(false);
    expect(normaliseForScreening('Don’t  WANT')).toBe('don t want');
  });
});
