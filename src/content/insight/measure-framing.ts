import type { Copy } from './types';

/* Outside tools/: the tool page imports it, and must import no tool's content but its own (load-tool.ts). */

/** The words around a questionnaire, the same for all three. */
export const measureFraming: { readonly notDiagnosis: Copy } = {
  notDiagnosis: {
    standard:
      'This is a measure, not a diagnosis. A score describes how the last two weeks have been for you; only a conversation with a professional who knows you can say what it means.',
    plain: 'This is a measure, not a diagnosis. It shows how the last two weeks have been. A doctor or therapist can help you understand it.',
  },
};
