import { describe, expect, it } from 'vitest';
import { HELP_PHRASES, parseAlternatives, parseVoiceCommand, UNKNOWN_COMMAND_MESSAGE } from '../lib/voice/commands';

describe('the voice command parser', () => {
  it.each([
    ['go home', '/'],
    ['Go to Insight.', '/insight'],
    ['go to tools', '/insight/tools'],
    ['go to presence', '/presence'],
    ['GO TO RESONANCE', '/resonance'],
    ['open library', '/resonance/library'],
    ['open the library', '/resonance/library'],
    ['submit book', '/resonance/submit'],
    ['submit a book please', '/resonance/submit'],
  ])('sends "%s" to %s', (heard, to) => {
    expect(parseVoiceCommand(heard)).toMatchObject({ kind: 'navigate', to });
  });

  it('recognises the setting and control commands', () => {
    expect(parseVoiceCommand('high contrast')).toMatchObject({ kind: 'toggle-high-contrast' });
    expect(parseVoiceCommand('bigger text')).toMatchObject({ kind: 'font', direction: 1 });
    expect(parseVoiceCommand('smaller text')).toMatchObject({ kind: 'font', direction: -1 });
    expect(parseVoiceCommand('help')).toMatchObject({ kind: 'help' });
    expect(parseVoiceCommand('stop voice')).toMatchObject({ kind: 'stop' });
  });

  it('finds a command wrapped in other words, preferring the longest phrase', () => {
    expect(parseVoiceCommand('could you please go home now')).toMatchObject({ kind: 'navigate', to: '/' });
    expect(parseVoiceCommand('help me stop voice')).toMatchObject({ kind: 'stop' });
  });

  it('does not match part of a word', () => {
    expect(parseVoiceCommand('helpful')).toEqual({ kind: 'unknown', heard: 'helpful' });
    expect(parseVoiceCommand('go homeward')).toMatchObject({ kind: 'unknown' });
  });

  it('reports anything else as unknown, with the message the spec gives', () => {
    expect(parseVoiceCommand('make me a sandwich')).toEqual({ kind: 'unknown', heard: 'make me a sandwich' });
    expect(UNKNOWN_COMMAND_MESSAGE).toBe('Command not recognized. Say "help" for available commands.');
  });

  it("takes the first of the recogniser's alternatives that is a command", () => {
    expect(parseAlternatives(['go foam', 'go home'])).toMatchObject({ kind: 'navigate', to: '/' });
    expect(parseAlternatives(['go foam', 'go phone'])).toEqual({ kind: 'unknown', heard: 'go foam' });
  });

  it('lists every command of the spec in help', () => {
    expect(HELP_PHRASES).toEqual([
      'go home',
      'go to insight',
      'go to tools',
      'go to presence',
      'go to resonance',
      'open library',
      'submit book',
      'high contrast',
      'bigger text',
      'smaller text',
      'help',
      'stop voice',
    ]);
  });
});
