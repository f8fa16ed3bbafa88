import { Component, useCallback, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { whenIdle } from '@/lib/when-idle';
import { ensureBrowsingSession, updateBrowsingSession } from '../lib/browsing-session';
import { CRISIS_HELP_PATH, PROMPT_RULES } from '../lib/prompt-rules';
import { TOOL_COMPLETED_EVENT, trackEvent } from '../tracker/track-event';
import type { FeedbackModalProps } from './FeedbackModal';
import { FeedbackIcon } from './FeedbackIcon';
import { WIDGET_DEFAULTS, widgetStyle, type FeedbackWidgetProps } from './FeedbackWidget';
import { useAvoidOverlap } from './use-avoid-overlap';

/** What the widget must never cover: the crisis link, and the accessibility button and its companions. */
export const PROTECTED_SELECTOR =
  '.crisis-link, .a11y-dock__button, .a11y-dock__read-aloud, .a11y-voice, [data-feedback-avoid]';

export interface FeedbackWidgetCoreProps extends FeedbackWidgetProps {
  /** The floating button's delay has passed (the shell keeps the timer). */
  buttonShown: boolean;
  /** The button was pressed before this part had loaded: open the dialog at once. */
  openOnMount?: boolean;
  /** The shell's button had focus: give it to this button. */
  focusLauncherOnMount?: boolean;
}

type Origin = 'button' | 'prompt';

interface OpenModal {
  Modal: ComponentType<FeedbackModalProps>;
  origin: Origin;
  page: FeedbackModalProps['page'];
}

const loadModal = () => importWithTimeout(() => import('./FeedbackModal'), 'feedback-modal');
const loadPrompting = () => importWithTimeout(() => import('../data/evaluate-prompt'), 'feedback-prompting');
const recordInteraction = (type: 'prompted' | 'opened' | 'dismissed' | 'submitted', page: string) => {
  importWithTimeout(() => import('../data/record-prompt-interaction'), 'feedback-prompt-interaction')
    .then(({ recordPromptInteraction }) => recordPromptInteraction(type, page))
    .catch(() => {
      /* An interaction record is never worth an error in the page. */
    });
};

class ModalBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The feedback form failed', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The widget once loaded: the floating button (bottom right by default), the invitation asking 'How was your
 * experience?' when the prompt rules say so, keeping clear of the crisis link and the accessibility button, and the
 * dialog, loaded when opened.
 */
export function FeedbackWidgetCore({
  trigger = WIDGET_DEFAULTS.trigger,
  position = WIDGET_DEFAULTS.position,
  delay = WIDGET_DEFAULTS.delay,
  contextualFallbackDelay = WIDGET_DEFAULTS.contextualFallbackDelay,
  primaryColor = WIDGET_DEFAULTS.primaryColor,
  borderRadius = WIDGET_DEFAULTS.borderRadius,
  shadow = WIDGET_DEFAULTS.shadow,
  initialCategory,
  protectedSelector = PROTECTED_SELECTOR,
  buttonShown,
  openOnMount = false,
  focusLauncherOnMount = false,
}: FeedbackWidgetCoreProps) {
  const { pathname, search } = useLocation();
  const promptTitleId = useId();
  const [promptShown, setPromptShown] = useState(false);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);

  const containerRef = useRef<HTMLElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const pathRef = useRef(pathname);
  const busy = useRef({ evaluating: false, promptTimer: 0, modalOpen: false, promptShown: false });

  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);
  useEffect(() => {
    busy.current.modalOpen = modal !== null;
    busy.current.promptShown = promptShown;
  }, [modal, promptShown]);

  const showPromptLater = useCallback(
    (page: string, wait: number) => {
      window.clearTimeout(busy.current.promptTimer);
      busy.current.promptTimer = window.setTimeout(() => {
        busy.current.promptTimer = 0;
        const session = ensureBrowsingSession();
        if (pathRef.current !== page || busy.current.modalOpen || session.prompted || session.crisisVisited) return;
        updateBrowsingSession({ prompted: true });
        setPromptShown(true);
        recordInteraction('prompted', page);
      }, wait);
    },
    [],
  );

  const considerPrompt = useCallback(
    (page: string, action: string | null) => {
      const state = busy.current;
      if (state.evaluating || state.modalOpen || state.promptShown || state.promptTimer) return;
      state.evaluating = true;
      loadPrompting()
        .then(({ evaluatePrompt }) => evaluatePrompt({ page, action }))
        .then((verdict) => {
          if (verdict.show) showPromptLater(page, verdict.source === 'server' ? delay : contextualFallbackDelay);
        })
        .catch(() => {
          /* No invitation this time. */
        })
        .finally(() => {
          state.evaluating = false;
        });
    },
    [delay, contextualFallbackDelay, showPromptLater],
  );

  // Every screen: counted for the prompt rules, and a moment to consider inviting feedback. A visit to crisis help
  // ends invitations for this session, and takes away one already on its way or on screen.
  useEffect(() => {
    if (pathname.startsWith(CRISIS_HELP_PATH)) {
      updateBrowsingSession({ crisisVisited: true });
      window.clearTimeout(busy.current.promptTimer);
      busy.current.promptTimer = 0;
      setPromptShown(false);
      return;
    }
    return whenIdle(() => {
      loadPrompting()
        .then(({ notePageView }) => notePageView())
        .then(() => considerPrompt(pathname, null))
        .catch(() => {});
    });
  }, [pathname, considerPrompt]);

  // The engagement rules have their moments: 30 seconds into the session, and 10 minutes.
  useEffect(() => {
    const { startedAt } = ensureBrowsingSession();
    const timers = [PROMPT_RULES.minEngagementMs, PROMPT_RULES.longSessionMs]
      .map((at) => startedAt + at + 250 - Date.now())
      .filter((wait) => wait > 0)
      .map((wait) => setTimeout(() => considerPrompt(pathRef.current, null), wait));
    return () => timers.forEach(clearTimeout);
  }, [considerPrompt]);

  useEffect(() => {
    const onToolCompleted = () => {
      loadPrompting()
        .then(({ noteToolCompleted }) => noteToolCompleted())
        .then(() => considerPrompt(pathRef.current, 'tool_completed'))
        .catch(() => {});
    };
    window.addEventListener(TOOL_COMPLETED_EVENT, onToolCompleted);
    return () => window.removeEventListener(TOOL_COMPLETED_EVENT, onToolCompleted);
  }, [considerPrompt]);

  useEffect(() => () => window.clearTimeout(busy.current.promptTimer), []);

  const focusAfterwards = useCallback((preferred: HTMLElement | null) => {
    requestAnimationFrame(() => {
      const target =
        preferred && preferred.isConnected && preferred !== document.body ? preferred : launcherRef.current;
      (target ?? document.getElementById('main'))?.focus();
    });
  }, []);

  const openModal = useCallback(
    (origin: Origin) => {
      if (busy.current.modalOpen || opening) return;
      const active = document.activeElement;
      // The invitation disappears when the form opens, so focus then returns to the floating button.
      returnFocusTo.current =
        origin === 'prompt' ? launcherRef.current : active instanceof HTMLElement ? active : null;
      setOpenError(null);
      setOpening(true);
      trackEvent('feedback_widget_opened', { origin });
      if (origin === 'prompt') {
        setPromptShown(false);
        recordInteraction('opened', pathname);
      }
      const page = { pathname, search, title: document.title };
      loadModal()
        .then(({ FeedbackModal }) => setModal({ Modal: FeedbackModal, origin, page }))
        .catch(() => setOpenError('The feedback form could not open. Check your connection, then try again.'))
        .finally(() => setOpening(false));
    },
    [opening, pathname, search],
  );

  const closeModal = useCallback(() => {
    setModal(null);
    focusAfterwards(returnFocusTo.current);
    returnFocusTo.current = null;
  }, [focusAfterwards]);

  const dismissPrompt = useCallback(() => {
    setPromptShown(false);
    recordInteraction('dismissed', pathname);
    focusAfterwards(launcherRef.current);
  }, [pathname, focusAfterwards]);

  // Pressed before this part loaded: carry on as if it had been here all along.
  const mountRequest = useRef({ open: openOnMount, focus: focusLauncherOnMount });
  useEffect(() => {
    const { open, focus } = mountRequest.current;
    mountRequest.current = { open: false, focus: false };
    if (focus) launcherRef.current?.focus();
    if (open) openModal('button');
  }, [openModal]);

  const onSubmitted = useCallback(() => {
    updateBrowsingSession({ submitted: true });
    if (modal?.origin === 'prompt') recordInteraction('submitted', modal.page.pathname);
  }, [modal]);

  const direction = position === 'top-right' ? 'down' : 'up';
  const shift = useAvoidOverlap(containerRef, protectedSelector, direction, `${buttonShown}${promptShown}${openError}`);

  const style = widgetStyle(primaryColor, borderRadius, direction === 'up' ? -shift : shift);

  const launcherVisible = trigger === 'floating' && buttonShown;
  const empty = !launcherVisible && !promptShown && !openError;

  return (
    <>
      <aside
        ref={containerRef}
        className={`fb-widget fb-widget--${position}${shadow ? ' fb-widget--shadow' : ''}`}
        style={style}
        aria-label="Feedback"
        hidden={empty}
      >
        {promptShown ? (
          <section className="fb-prompt" aria-labelledby={promptTitleId}>
            <p id={promptTitleId} className="fb-prompt__question" role="status">
              How was your experience?
            </p>
            <p className="fb-prompt__note">Tell us in a minute or two. It is anonymous.</p>
            <div className="fb-prompt__actions">
              <button type="button" className="fb-prompt__share" onClick={() => openModal('prompt')}>
                Share feedback
              </button>
              <button type="button" className="fb-prompt__dismiss" onClick={dismissPrompt}>
                Not now
              </button>
            </div>
          </section>
        ) : null}
        {openError ? (
          <p className="fb-widget__error" role="alert">
            {openError}
          </p>
        ) : null}
        {launcherVisible ? (
          <button
            ref={launcherRef}
            type="button"
            className="fb-launcher"
            aria-haspopup="dialog"
            aria-busy={opening || undefined}
            onClick={() => openModal('button')}
            onPointerEnter={() => void loadModal().catch(() => {})}
            onFocus={() => void loadModal().catch(() => {})}
          >
            <FeedbackIcon />
            <span className="fb-launcher__label">Feedback</span>
          </button>
        ) : null}
      </aside>
      {/* Outside the fixed, shifted corner: the dialog is laid out against the viewport. */}
      {modal ? (
        <ModalBoundary
          onError={() => {
            setModal(null);
            setOpenError('Something went wrong with the feedback form. Please try again.');
          }}
        >
          <modal.Modal
            onClose={closeModal}
            onSubmitted={onSubmitted}
            initialCategory={initialCategory}
            page={modal.page}
          />
        </ModalBoundary>
      ) : null}
    </>
  );
}
