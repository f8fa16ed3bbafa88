/**
 * The feedback widget's prompting as a state machine: when the invitation ('How was your experience?') may be
 * considered, shown and taken away, and the dialog's own states, which block it. Pure: no timers, no storage, no
 * React. The hook `useFeedbackPrompt` runs the effects each state asks for (an evaluation, a timer, records) and
 * feeds their outcomes back in as events.
 *
 * The invitation:
 *   idle --consider--> evaluating --verdict(show)--> waiting --delay-elapsed--> prompting --dismissed--> idle
 *   (a verdict of no, a failed evaluation, or a delay that elapses on another page or after the session was
 *   prompted, went to crisis help or checked in with a very low mood: back to idle). A visit to crisis help, or such
 *   a check-in ('hard-moment'), takes away one waiting or on screen.
 * The dialog:
 *   closed --open-requested--> opening --dialog-loaded--> open --dialog-closed--> closed
 *   (a dialog that fails to load or crashes: closed, with the error to show).
 */
import { isCrisisHelpPage } from './browsing-session';
import { PROMPT_RULES } from '@contract/prompt-rules';
import { DIALOG_CRASHED_MESSAGE, OPEN_FAILED_MESSAGE } from './widget-config';

export type PromptOrigin = 'button' | 'prompt';
export type VerdictSource = 'guard' | 'server' | 'local';

/** What is asked of the prompt rules. `id` tells one evaluation's verdict from a later one's. */
interface PromptRequest {
  id: number;
  page: string;
  action: string | null;
}

type PromptPhase =
  | { name: 'idle' }
  | { name: 'evaluating'; request: PromptRequest }
  /** Approved: shown after the delay for `source` (the server's, or the local fallback rules'), if still fitting. */
  | { name: 'waiting'; id: number; page: string; source: VerdictSource }
  | { name: 'prompting'; id: number; page: string };

/** The page the feedback is about, as it was when the dialog was opened. */
export interface DialogPage {
  pathname: string;
  search: string;
  title: string;
}

type DialogPhase =
  | { name: 'closed'; error: string | null }
  | { name: 'opening'; origin: PromptOrigin }
  | { name: 'open'; origin: PromptOrigin; page: DialogPage };

export interface WidgetState {
  /** The page on screen now. */
  pathname: string;
  prompt: PromptPhase;
  dialog: DialogPhase;
  nextId: number;
}

/** The session facts the invitation depends on, read from the browsing session when the delay elapses. */
interface SessionFacts {
  prompted: boolean;
  crisisVisited: boolean;
  lowMoodCheckIn: boolean;
}

export type WidgetEvent =
  | { type: 'navigated'; pathname: string }
  /** A moment to consider inviting: a page view (`page` given), an engagement moment or a finished tool (the page
   * on screen). */
  | { type: 'consider'; action: string | null; page?: string }
  | { type: 'verdict'; requestId: number; show: boolean; source: VerdictSource }
  | { type: 'evaluation-failed'; requestId: number }
  | { type: 'delay-elapsed'; id: number; session: SessionFacts }
  /** A mood check-in in the lowest pleasantness band: no invitation now, on its way or later in the session. */
  | { type: 'hard-moment' }
  | { type: 'dismissed' }
  | { type: 'open-requested'; origin: PromptOrigin }
  | { type: 'dialog-loaded'; page: DialogPage }
  | { type: 'dialog-failed' }
  | { type: 'dialog-crashed' }
  | { type: 'dialog-closed' };


export function initialWidgetState(pathname: string): WidgetState {
  return { pathname, prompt: { name: 'idle' }, dialog: { name: 'closed', error: null }, nextId: 1 };
}

const IDLE: PromptPhase = { name: 'idle' };

export function widgetReducer(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'navigated': {
      if (event.pathname === state.pathname) return state;
      // Crisis help takes away an invitation on its way or on screen; elsewhere one on screen stays.
      const takeAway =
        isCrisisHelpPage(event.pathname) && (state.prompt.name === 'waiting' || state.prompt.name === 'prompting');
      return { ...state, pathname: event.pathname, prompt: takeAway ? IDLE : state.prompt };
    }
    case 'consider': {
      // One invitation at a time, and none while the dialog is on its way or open.
      if (state.prompt.name !== 'idle' || state.dialog.name !== 'closed') return state;
      const request: PromptRequest = { id: state.nextId, page: event.page ?? state.pathname, action: event.action };
      return { ...state, prompt: { name: 'evaluating', request }, nextId: state.nextId + 1 };
    }
    case 'verdict': {
      if (state.prompt.name !== 'evaluating' || state.prompt.request.id !== event.requestId) return state;
      const { id, page } = state.prompt.request;
      return { ...state, prompt: event.show ? { name: 'waiting', id, page, source: event.source } : IDLE };
    }
    case 'evaluation-failed':
      if (state.prompt.name !== 'evaluating' || state.prompt.request.id !== event.requestId) return state;
      return { ...state, prompt: IDLE };
    case 'delay-elapsed': {
      if (state.prompt.name !== 'waiting' || state.prompt.id !== event.id) return state;
      const fits =
        state.pathname === state.prompt.page &&
        state.dialog.name !== 'open' &&
        !event.session.prompted &&
        !event.session.crisisVisited &&
        !event.session.lowMoodCheckIn;
      return { ...state, prompt: fits ? { name: 'prompting', id: state.prompt.id, page: state.prompt.page } : IDLE };
    }
    case 'hard-moment':
      return state.prompt.name === 'idle' ? state : { ...state, prompt: IDLE };
    case 'dismissed':
      return state.prompt.name === 'prompting' ? { ...state, prompt: IDLE } : state;
    case 'open-requested': {
      if (state.dialog.name !== 'closed') return state;
      // Answering the invitation takes it away; the button leaves one on screen as it is.
      const prompt = event.origin === 'prompt' && state.prompt.name === 'prompting' ? IDLE : state.prompt;
      return { ...state, prompt, dialog: { name: 'opening', origin: event.origin } };
    }
    case 'dialog-loaded':
      if (state.dialog.name !== 'opening') return state;
      return { ...state, dialog: { name: 'open', origin: state.dialog.origin, page: event.page } };
    case 'dialog-failed':
      if (state.dialog.name !== 'opening') return state;
      return { ...state, dialog: { name: 'closed', error: OPEN_FAILED_MESSAGE } };
    case 'dialog-crashed':
      return { ...state, dialog: { name: 'closed', error: DIALOG_CRASHED_MESSAGE } };
    case 'dialog-closed':
      if (state.dialog.name !== 'open') return state;
      return { ...state, dialog: { name: 'closed', error: null } };
  }
}

/** Milliseconds from `now` to each engagement moment still ahead (30 seconds and 10 minutes into the session, each
 * a quarter second late so the rules see it passed). */
export function engagementWaits(sessionStartedAt: number, now: number): number[] {
  return [PROMPT_RULES.minEngagementMs, PROMPT_RULES.longSessionMs]
    .map((at) => sessionStartedAt + at + 250 - now)
    .filter((wait) => wait > 0);
}

/** How long an approved invitation waits: the widget's delay for the server's yes, the shorter fallback delay for
 * the local rules'. */
export function invitationDelay(source: VerdictSource, delays: { delay: number; contextualFallbackDelay: number }): number {
  return source === 'server' ? delays.delay : delays.contextualFallbackDelay;
}
