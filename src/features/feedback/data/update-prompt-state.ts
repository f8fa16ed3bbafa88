import { db } from '@/db/database';
import type { PromptStateRow } from '@/db/types';
import { emptyPromptState } from './submit-feedback';

/**
 * The local timing state of spec section 3 (lastPromptedAt, feedbackCount, pageViews, toolsCompleted). It never
 * leaves the device. pageViews and toolsCompleted count the current browsing session: they start again at zero
 * when a new session starts.
 */
export async function readPromptState(): Promise<PromptStateRow> {
  return (await db.promptState.get('prompt')) ?? emptyPromptState();
}

async function update(change: (state: PromptStateRow) => PromptStateRow): Promise<PromptStateRow> {
  return db.transaction('rw', db.promptState, async () => {
    const next = change(await readPromptState());
    await db.promptState.put(next);
    return next;
  });
}

export function startPromptSession(): Promise<PromptStateRow> {
  return update((state) => ({ ...state, pageViews: 0, toolsCompleted: 0 }));
}

export function countPageView(): Promise<PromptStateRow> {
  return update((state) => ({ ...state, pageViews: state.pageViews + 1 }));
}

export function countToolCompleted(): Promise<PromptStateRow> {
  return update((state) => ({ ...state, toolsCompleted: state.toolsCompleted + 1 }));
}
