import type { PlainVariant } from '@/lib/plain-language';

/** Words the always-loaded parts say (shortcuts), each with its plain-language variant. */
export const copy = {
  highContrastOn: { standard: 'High contrast on', plain: 'High contrast is on' },
  highContrastOff: { standard: 'High contrast off', plain: 'High contrast is off' },
  voiceOn: {
    standard: 'Voice navigation on. Say "help" to hear the commands.',
    plain: 'Voice navigation is on. Say "help" to hear what you can say.',
  },
  voiceOff: { standard: 'Voice navigation off', plain: 'Voice navigation is off' },
  voiceUnsupported: {
    standard: 'Voice navigation is not supported in your browser.',
    plain: 'Voice navigation is not supported in your browser.',
  },
} as const satisfies Record<string, PlainVariant>;
