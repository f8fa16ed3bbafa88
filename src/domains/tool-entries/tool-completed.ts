/**
 * A finished tool announces itself to the rest of the app with a window event, because features never import each
 * other: this name and this detail are the contract. The announcement comes after the tool's data function has saved
 * the entry and recorded `tool_completed` in the same transaction (the one writer of that usage event, e.g.
 * src/domains/tool-entries/data/save-tool-entry.ts); listeners only react to it (the feedback widget counts it as
 * toolsCompleted and may ask 'How was your experience?') and never record anything for it.
 */
export const TOOL_COMPLETED_EVENT = 'better-minds:tool-completed';

export interface ToolCompletedDetail {
  toolId: string;
  /** A mood check-in in the lowest pleasantness band: a hard moment, so the feedback widget asks nothing more this
   * session. Only a yes or no leaves the tool, never the rating. */
  lowMood: boolean;
}

/** Fires the event. Never throws: a listener's failure is not the tool's. */
export function announceToolCompleted(toolId: string, { lowMood = false }: { lowMood?: boolean } = {}): void {
  if (typeof window === 'undefined' || typeof CustomEvent !== 'function') return;
  try {
    window.dispatchEvent(new CustomEvent<ToolCompletedDetail>(TOOL_COMPLETED_EVENT, { detail: { toolId, lowMood } }));
  } catch {
    /* nothing to do */
  }
}
