/**
 * A finished tool announces itself to the rest of the app with a window event, because features never import each
 * other: this name and this detail are the contract. The feedback widget counts it (toolsCompleted) and may then
 * ask 'How was your experience?'; the behaviour tracker records `tool_completed` for it, unless the detail says that
 * is already done.
 */
export const TOOL_COMPLETED_EVENT = 'better-minds:tool-completed';

export interface ToolCompletedDetail {
  toolId: string;
  /** True when whoever fired the event has already recorded the `tool_completed` usage event (or chose not to, with
   * usage events off), e.g. in the transaction that saved the entry: listeners must not record another. */
  recorded: boolean;
}

/** Fires the event. Never throws: a listener's failure is not the tool's. */
export function announceToolCompleted(toolId: string, { recorded = false }: { recorded?: boolean } = {}): void {
  if (typeof window === 'undefined' || typeof CustomEvent !== 'function') return;
  try {
    window.dispatchEvent(new CustomEvent<ToolCompletedDetail>(TOOL_COMPLETED_EVENT, { detail: { toolId, recorded } }));
  } catch {
    /* nothing to do */
  }
}
