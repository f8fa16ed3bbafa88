import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { resolveWidgetSettings, widgetClassName, widgetStyle, type FeedbackWidgetProps } from '../lib/widget-config';
import type { PromptOrigin } from '../lib/prompt-machine';
import { FeedbackIcon } from './FeedbackIcon';
import { FeedbackPromptCard } from './FeedbackPromptCard';
import { ModalBoundary } from './ModalBoundary';
import { preloadModal, useFeedbackPrompt, type FeedbackPromptDeps } from '../hooks/use-feedback-prompt';
import { useAvoidOverlap } from '../hooks/use-avoid-overlap';

export interface FeedbackWidgetCoreProps extends FeedbackWidgetProps {
  /** The floating button's delay has passed (the shell keeps the timer). */
  buttonShown: boolean;
  /** The button was pressed before this part had loaded: open the dialog at once. */
  openOnMount?: boolean;
  /** The shell's button had focus: give it to this button. */
  focusLauncherOnMount?: boolean;
  /** For tests: what the prompting does outside React. */
  promptDeps?: Partial<FeedbackPromptDeps>;
}

const preload = () => void preloadModal().catch(() => {});

/** The place in the page's flow the main layout keeps for the invitation (src/app/layout/RootLayout.tsx). */
export const INVITATION_SLOT_ID = 'feedback-invitation';

/**
 * The widget once loaded: the floating button (bottom right by default), the invitation asking 'How was your
 * experience?' when the prompt rules say so, keeping clear of the crisis link and the accessibility button, and the
 * dialog, loaded when opened. When to invite is `useFeedbackPrompt`'s; this component draws it and moves focus.
 */
export function FeedbackWidgetCore({
  buttonShown,
  openOnMount = false,
  focusLauncherOnMount = false,
  promptDeps,
  ...props
}: FeedbackWidgetCoreProps) {
  const settings = resolveWidgetSettings(props);
  const { trigger, position, primaryColor, borderRadius, shadow, initialCategory, protectedSelector } = settings;
  const prompt = useFeedbackPrompt(settings, promptDeps);
  const { openDialog, closeDialog, dismissPrompt } = prompt;

  const containerRef = useRef<HTMLElement>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(INVITATION_SLOT_ID)), []);
  const inFlow = slot !== null;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const focusAfterwards = useCallback((preferred: HTMLElement | null) => {
    requestAnimationFrame(() => {
      const target =
        preferred && preferred.isConnected && preferred !== document.body ? preferred : launcherRef.current;
      (target ?? document.getElementById('main'))?.focus();
    });
  }, []);

  const open = useCallback(
    (origin: PromptOrigin) => {
      const active = document.activeElement;
      if (!openDialog(origin)) return;
      // The invitation disappears when the form opens, so focus then returns to the floating button.
      returnFocusTo.current = origin === 'prompt' ? launcherRef.current : active instanceof HTMLElement ? active : null;
    },
    [openDialog],
  );

  const close = useCallback(() => {
    closeDialog();
    focusAfterwards(returnFocusTo.current);
    returnFocusTo.current = null;
  }, [closeDialog, focusAfterwards]);

  const dismiss = useCallback(() => {
    dismissPrompt();
    focusAfterwards(launcherRef.current);
  }, [dismissPrompt, focusAfterwards]);

  // Pressed before this part loaded: carry on as if it had been here all along (once).
  const mountRequest = useRef({ open: openOnMount, focus: focusLauncherOnMount });
  useEffect(() => {
    const { open: openNow, focus } = mountRequest.current;
    mountRequest.current = { open: false, focus: false };
    if (focus) launcherRef.current?.focus();
    if (openNow) open('button');
  }, [open]);

  const direction = position === 'top-right' ? 'down' : 'up';
  const shift = useAvoidOverlap(containerRef, protectedSelector, direction, `${buttonShown}${prompt.promptShown}${prompt.error}`);
  const launcherVisible = trigger === 'floating' && buttonShown;
  const empty = !launcherVisible && (inFlow || (!prompt.promptShown && !prompt.error));
  const { dialog } = prompt;

  // The invitation and its error take their own space in the page where the layout offers a place for them
  // (#feedback-invitation, after the main content), so they never cover a control or a line of text; elsewhere they
  // float above the button as before.
  const invitation =
    prompt.promptShown || prompt.error ? (
      <>
        {prompt.promptShown ? <FeedbackPromptCard onShare={() => open('prompt')} onDismiss={dismiss} /> : null}
        {prompt.error ? (
          <p className="fb-widget__error" role="alert">
            {prompt.error}
          </p>
        ) : null}
      </>
    ) : null;

  return (
    <>
      {slot && invitation ? createPortal(invitation, slot) : null}
      <aside
        ref={containerRef}
        className={widgetClassName(position, shadow)}
        style={widgetStyle(primaryColor, borderRadius, direction === 'up' ? -shift : shift)}
        aria-label="Feedback"
        hidden={empty}
      >
        {inFlow ? null : invitation}
        {launcherVisible ? (
          <button
            ref={launcherRef}
            type="button"
            className="fb-launcher"
            aria-haspopup="dialog"
            aria-busy={prompt.opening || undefined}
            onClick={() => open('button')}
            onPointerEnter={preload}
            onFocus={preload}
          >
            <FeedbackIcon />
            <span className="fb-launcher__label">Feedback</span>
          </button>
        ) : null}
      </aside>
      {/* Outside the fixed, shifted corner: the dialog is laid out against the viewport. */}
      {dialog ? (
        <ModalBoundary onError={prompt.onDialogCrashed}>
          <dialog.Modal onClose={close} onSubmitted={prompt.onSubmitted} initialCategory={initialCategory} page={dialog.page} />
        </ModalBoundary>
      ) : null}
    </>
  );
}
