import { paths } from '@/lib/paths';

/** Voice commands of spec section 2 (English, recognised as en-US). */
type VoiceAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'toggle-high-contrast' }
  | { kind: 'font'; direction: 1 | -1 }
  | { kind: 'help' }
  | { kind: 'stop' };

export type ParsedVoiceCommand = (VoiceAction & { phrase: string }) | { kind: 'unknown'; heard: string };

interface VoiceCommandDefinition {
  /** What to say; the first phrase is the one shown in help. */
  phrases: readonly string[];
  action: VoiceAction;
}

const VOICE_COMMANDS: readonly VoiceCommandDefinition[] = [
  { phrases: ['go home'], action: { kind: 'navigate', to: paths.home } },
  { phrases: ['go to insight'], action: { kind: 'navigate', to: paths.insight } },
  { phrases: ['go to tools'], action: { kind: 'navigate', to: paths.tools } },
  { phrases: ['go to presence'], action: { kind: 'navigate', to: paths.presence } },
  { phrases: ['go to resonance'], action: { kind: 'navigate', to: paths.resonance } },
  { phrases: ['open library', 'open the library'], action: { kind: 'navigate', to: paths.library } },
  { phrases: ['submit book', 'submit a book'], action: { kind: 'navigate', to: paths.submitBook } },
  { phrases: ['high contrast'], action: { kind: 'toggle-high-contrast' } },
  { phrases: ['bigger text', 'larger text'], action: { kind: 'font', direction: 1 } },
  { phrases: ['smaller text'], action: { kind: 'font', direction: -1 } },
  { phrases: ['help'], action: { kind: 'help' } },
  { phrases: ['stop voice', 'stop listening'], action: { kind: 'stop' } },
];

export const UNKNOWN_COMMAND_MESSAGE = 'Command not recognized. Say "help" for available commands.';

/** The phrases shown and spoken by "help". */
export const HELP_PHRASES: readonly string[] = VOICE_COMMANDS.map((command) => command.phrases[0] ?? '');

/** Lower case, punctuation removed, spaces collapsed: "Go home." and "go  HOME" are the same command. */
function normaliseTranscript(transcript: string): string {
  return transcript
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Finds the command in what was heard. A command may be wrapped in other words ("please go home"); when several
 * phrases appear, the longest wins, so "stop voice" is never mistaken for anything shorter.
 */
export function parseVoiceCommand(transcript: string): ParsedVoiceCommand {
  const heard = normaliseTranscript(transcript);
  const padded = ` ${heard} `;
  let best: { phrase: string; action: VoiceAction } | undefined;
  for (const command of VOICE_COMMANDS) {
    for (const phrase of command.phrases) {
      if (padded.includes(` ${phrase} `) && (!best || phrase.length > best.phrase.length)) {
        best = { phrase, action: command.action };
      }
    }
  }
  return best ? { ...best.action, phrase: best.phrase } : { kind: 'unknown', heard };
}

/** The first of the recogniser's alternatives that is a command, else the top one as unknown. */
export function parseAlternatives(transcripts: readonly string[]): ParsedVoiceCommand {
  for (const transcript of transcripts) {
    const parsed = parseVoiceCommand(transcript);
    if (parsed.kind !== 'unknown') return parsed;
  }
  return { kind: 'unknown', heard: normaliseTranscript(transcripts[0] ?? '') };
}
