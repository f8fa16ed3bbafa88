import { useCallback, useEffect, useReducer, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { whenPageSettled } from '@/lib/when-idle';
import type { ToolCompletedDetail } from '@/domains/tool-entries/tool-completed';
import {
  ensureBrowsingSession,
  noteCrisisVisit,
  noteLowMoodCheckIn,
  updateBrowsingSession,
  type BrowsingSession,
} from '../lib/browsing-session';
import {
  engagementWaits,
  initialWidgetState,
  invitationDelay,
  widgetReducer,
  type DialogPage,
  type PromptOrigin,
  type VerdictSource,
} from '../lib/prompt-machine';
import { TOOL_COMPLETED_EVENT, trackEvent } from '../lib/tracker/track-event';
import type { FeedbackModalProps } from '../components/FeedbackModal';

type InteractionType = 'prompted' | 'opened' | 'dismissed' | 'submitted';

/** Everything the hook does outside React, replaceable in tests. */
export interface FeedbackPromptDeps {
  /** The prompt rules' verdict (src/features/feedback/data/evaluate-prompt.ts). */
  evaluate: (request: { page: string; action: string | null }) => Promise<{ show: boolean; source: VerdictSource }>;
  notePageView: () => Promise<void>;
  noteToolCompleted: () => Promise<void>;
  /** Never throws, never rejects: an interaction record is never worth an error in the page. */
  recordInteraction: (type: InteractionType, page: string) => void;
  readSession: () => Pick<BrowsingSession, 'startedAt' | 'prompted' | 'crisisVisited' | 'lowMoodCheckIn'>;
  markSession: (patch: { prompted?: true; submitted?: true }) => void;
  /** Notes a visit to crisis help; returns whether the path is crisis help. */
  noteCrisisVisit: (pathname: string) => boolean;
  /** Notes a mood check-in in the lowest pleasantness band, which ends invitations for this session. */
  noteLowMoodCheckIn: () => void;
  loadModal: () => Promise<ComponentType<FeedbackModalProps>>;
  whenPageSettled: (work: () => void) => () => void;
  clock: () => number;
}

/* Each part loads on first use, keeping Dexie and the dialog out of this chunk. */
const loadPrompting = () => importWithTimeout(() => import('../data/evaluate-prompt'), 'feedback-prompting');

export const preloadModal = () =>
  importWithTimeout(() => import('../components/FeedbackModal'), 'feedback-modal').then(({ FeedbackModal }) => FeedbackModal);

const defaultFeedbackPromptDeps: FeedbackPromptDeps = {
  evaluate: (request) => loadPrompting().then(({ evaluatePrompt }) => evaluatePrompt(request)),
  notePageView: () => loadPrompting().then(({ notePageView }) => notePageView()),
  noteToolCompleted: () => loadPrompting().then(({ noteToolCompleted }) => noteToolCompleted()),
  recordInteraction: (type, page) => {
    importWithTimeout(() => import('../data/record-prompt-interaction'), 'feedback-prompt-interaction')
      .then(({ recordPromptInteraction }) => recordPromptInteraction(type, page))
      .catch(() => {
        /* An interaction record is never worth an error in the page. */
      });
  },
  readSession: () => ensureBrowsingSession(),
  markSession: (patch) => void updateBrowsingSession(patch),
  noteCrisisVisit,
  noteLowMoodCheckIn,
  loadModal: preloadModal,
  whenPageSettled: (work) => whenPageSettled(work),
  clock: () => Date.now(),
};

interface FeedbackPromptSettings {
  /** Before an invitation the server approved. */
  delay: number;
  /** Before an invitation the local fallback rules approved. */
  contextualFallbackDelay: number;
}

interface FeedbackPrompt {
  promptShown: boolean;
  opening: boolean;
  /** Why the dialog is not there, to show in the corner. */
  error: string | null;
  /** The dialog, once open and loaded. */
  dialog: { Modal: ComponentType<FeedbackModalProps>; origin: PromptOrigin; page: DialogPage } | null;
  /** Returns false when a dialog is already on its way or open (the request is ignored). */
  openDialog: (origin: PromptOrigin) => boolean;
  closeDialog: () => void;
  dismissPrompt: () => void;
  onSubmitted: () => void;
  onDialogCrashed: () => void;
}

/**
 * The widget's prompting: runs the effects the state machine of lib/prompt-machine.ts asks for. Every screen is
 * counted for the prompt rules and is a moment to consider inviting feedback, as are 30 seconds and 10 minutes into
 * the session and every finished tool; an approved invitation appears after its delay if it still fits.
 */
export function useFeedbackPrompt(settings: FeedbackPromptSettings, overrides: Partial<FeedbackPromptDeps> = {}): FeedbackPrompt {
  const { pathname, search } = useLocation();
  // Fixed for the widget's life: the effects below depend on them.
  const [deps] = useState<FeedbackPromptDeps>(() => ({ ...defaultFeedbackPromptDeps, ...overrides }));
  const [state, dispatch] = useReducer(widgetReducer, pathname, initialWidgetState);
  const [Modal, setModal] = useState<ComponentType<FeedbackModalProps> | null>(null);

  // Every screen: counted, then considered once the browser is idle. Crisis help is never counted nor considered.
  useEffect(() => {
    dispatch({ type: 'navigated', pathname });
    if (deps.noteCrisisVisit(pathname)) return;
    return deps.whenPageSettled(() => {
      deps
        .notePageView()
        .then(() => dispatch({ type: 'consider', action: null, page: pathname }))
        .catch(() => {});
    });
  }, [pathname, deps]);

  // The engagement rules have their moments: 30 seconds into the session, and 10 minutes.
  useEffect(() => {
    const timers = engagementWaits(deps.readSession().startedAt, deps.clock()).map((wait) =>
      setTimeout(() => dispatch({ type: 'consider', action: null }), wait),
    );
    return () => timers.forEach(clearTimeout);
  }, [deps]);

  useEffect(() => {
    const onToolCompleted = (event: Event) => {
      // A hard mood check-in is noted at once (before anything asynchronous), so an invitation already on its way
      // finds the session quiet; the tool still counts, and nothing is considered.
      const lowMood = (event as CustomEvent<Partial<ToolCompletedDetail> | null>).detail?.lowMood === true;
      if (lowMood) {
        deps.noteLowMoodCheckIn();
        dispatch({ type: 'hard-moment' });
      }
      deps
        .noteToolCompleted()
        .then(() => {
          if (!lowMood) dispatch({ type: 'consider', action: 'tool_completed' });
        })
        .catch(() => {});
    };
    window.addEventListener(TOOL_COMPLETED_EVENT, onToolCompleted);
    return () => window.removeEventListener(TOOL_COMPLETED_EVENT, onToolCompleted);
  }, [deps]);

  // evaluating: ask the prompt rules. The phase object stays the same until the verdict, so this runs once.
  const request = state.prompt.name === 'evaluating' ? state.prompt.request : null;
  useEffect(() => {
    if (!request) return;
    deps
      .evaluate({ page: request.page, action: request.action })
      .then(({ show, source }) => dispatch({ type: 'verdict', requestId: request.id, show, source }))
      .catch(() => dispatch({ type: 'evaluation-failed', requestId: request.id }));
  }, [request, deps]);

  // waiting: the invitation's delay, then the machine decides with the session's facts as they are then (a visit to
  // crisis help in the meantime ends it).
  const waiting = state.prompt.name === 'waiting' ? state.prompt : null;
  const wait = waiting ? invitationDelay(waiting.source, settings) : 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      const { prompted, crisisVisited, lowMoodCheckIn } = deps.readSession();
      dispatch({ type: 'delay-elapsed', id: waiting.id, session: { prompted, crisisVisited, lowMoodCheckIn } });
    }, wait);
    return () => clearTimeout(timer);
  }, [waiting, wait, deps]);

  // prompting: once per invitation, the session remembers it and the interaction is recorded.
  const prompting = state.prompt.name === 'prompting' ? state.prompt : null;
  useEffect(() => {
    if (!prompting) return;
    deps.markSession({ prompted: true });
    deps.recordInteraction('prompted', prompting.page);
  }, [prompting, deps]);

  const dialogName = state.dialog.name;
  const openDialog = useCallback(
    (origin: PromptOrigin) => {
      if (dialogName !== 'closed') return false;
      trackEvent('feedback_widget_opened', { origin });
      if (origin === 'prompt') deps.recordInteraction('opened', pathname);
      dispatch({ type: 'open-requested', origin });
      const page: DialogPage = { pathname, search, title: document.title };
      deps
        .loadModal()
        .then((loaded) => {
          setModal(() => loaded);
          dispatch({ type: 'dialog-loaded', page });
        })
        .catch(() => dispatch({ type: 'dialog-failed' }));
      return true;
    },
    [dialogName, pathname, search, deps],
  );

  const promptShown = prompting !== null;
  const dismissPrompt = useCallback(() => {
    if (!promptShown) return;
    dispatch({ type: 'dismissed' });
    deps.recordInteraction('dismissed', pathname);
  }, [promptShown, pathname, deps]);

  const openFrom = state.dialog.name === 'open' ? state.dialog : null;
  const onSubmitted = useCallback(() => {
    deps.markSession({ submitted: true });
    if (openFrom?.origin === 'prompt') deps.recordInteraction('submitted', openFrom.page.pathname);
  }, [openFrom, deps]);

  const closeDialog = useCallback(() => dispatch({ type: 'dialog-closed' }), []);
  const onDialogCrashed = useCallback(() => dispatch({ type: 'dialog-crashed' }), []);

  return {
    promptShown,
    opening: state.dialog.name === 'opening',
    error: state.dialog.name === 'closed' ? state.dialog.error : null,
    dialog: openFrom && Modal ? { Modal, origin: openFrom.origin, page: openFrom.page } : null,
    openDialog,
    closeDialog,
    dismissPrompt,
    onSubmitted,
    onDialogCrashed,
  };
}
