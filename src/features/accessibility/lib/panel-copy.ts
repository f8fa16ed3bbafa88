import type { PlainVariant } from '@/lib/plain-language';

/** Words of the panel and voice navigation (loaded with them), each with its plain-language variant. */
export const panelCopy = {
  voiceStoppedAfterError: {
    standard:
      'Voice navigation stopped because speech recognition reported a problem. You can turn it on again in the accessibility settings.',
    plain: 'Voice navigation stopped because something went wrong. You can turn it on again in the accessibility settings.',
  },
  voiceHeardNothing: {
    standard: 'Voice navigation stopped because it heard nothing. You can turn it on again in the accessibility settings.',
    plain: 'Voice navigation stopped because it heard nothing. You can turn it on again in the accessibility settings.',
  },
  voiceMicrophoneBlocked: {
    standard:
      'Voice navigation stopped: this browser is not allowed to use the microphone. Allow it in the browser’s site settings, then turn voice navigation on again.',
    plain: 'Voice navigation stopped. The browser is not allowed to use the microphone. Allow it in the browser settings, then try again.',
  },
  audioAnnouncement: {
    standard: 'Audio mode enabled. Voice guidance is available. Press Alt+A to open audio settings.',
    plain: 'Audio mode is on. Voice guidance is ready. Press Alt and A to open audio settings.',
  },
  audioAnnouncementWithoutShortcuts: {
    standard: 'Audio mode enabled. Voice guidance is available. The accessibility button opens audio settings.',
    plain: 'Audio mode is on. Voice guidance is ready. The accessibility button opens audio settings.',
  },
  settingsReset: {
    standard: 'Accessibility settings reset to their defaults',
    plain: 'Settings are back to how they started',
  },
} as const satisfies Record<string, PlainVariant>;

export const fontSizeLabels = { small: 'Small', medium: 'Medium', large: 'Large', xl: 'Extra Large' } as const;

export function textSizeMessage(label: string, plainLanguage: boolean): string {
  return plainLanguage ? `Text size is now ${label}` : `Text size: ${label}`;
}
