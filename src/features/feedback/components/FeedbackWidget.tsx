import { useCallback, useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { whenIdle } from '@/lib/when-idle';
import { updateBrowsingSession } from '../lib/browsing-session';
import type { FeedbackWidgetCoreProps } from './FeedbackWidgetCore';
import { FeedbackIcon } from './FeedbackIcon';
import '../feedback.css';

export type WidgetPosition = 'bottom-right' | 'bottom-left' | 'top-right';
export type WidgetTrigger = 'floating' | 'contextual';

/** Spec section 9. */
export const WIDGET_DEFAULTS = {
  position: 'bottom-right',
  trigger: 'floating',
  delay: 5000,
  contextualFallbackDelay: 2000,
  primaryColor: '#6366F1',
  borderRadius: 12,
  shadow: true,
} as const;

export interface FeedbackWidgetProps {
  /** 'floating': the button is always there (after `delay`); 'contextual': no button, only the invitation. In both,
   * the invitation ('How was your experience?') appears when the prompt rules say so. */
  trigger?: WidgetTrigger;
  position?: WidgetPosition;
  /** Milliseconds before the floating button appears, and before an invitation the server approved. */
  delay?: number;
  /** Milliseconds before an invitation decided by the local fallback rules. */
  contextualFallbackDelay?: number;
  primaryColor?: string;
  borderRadius?: number;
  shadow?: boolean;
  /** Open the modal straight on this category's form. */
  initialCategory?: string;
  /** What the widget must never cover; by default the crisis link and the accessibility button. */
  protectedSelector?: string;
}

const loadCore = () => importWithTimeout(() => import('./FeedbackWidgetCore'), 'feedback-widget');

export function widgetStyle(primaryColor: string, borderRadius: number, shiftPx = 0): CSSProperties {
  return {
    '--fb-primary': primaryColor,
    '--fb-radius': `${borderRadius}px`,
    '--fb-shift': `${shiftPx}px`,
  } as CSSProperties;
}

/**
 * The feedback widget of the main layout. This shell is all the first screen pays for: a timer and, once it has
 * passed, the floating button. The rest (the invitation and its rules, keeping clear of the crisis link and the
 * accessibility button, the dialog) loads when the browser is idle, or at once if the button is pressed first.
 */
export function FeedbackWidget(props: FeedbackWidgetProps) {
  const {
    trigger = WIDGET_DEFAULTS.trigger,
    position = WIDGET_DEFAULTS.position,
    delay = WIDGET_DEFAULTS.delay,
    primaryColor = WIDGET_DEFAULTS.primaryColor,
    borderRadius = WIDGET_DEFAULTS.borderRadius,
    shadow = WIDGET_DEFAULTS.shadow,
  } = props;
  const [Core, setCore] = useState<ComponentType<FeedbackWidgetCoreProps> | null>(null);
  const [buttonShown, setButtonShown] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusLauncher, setFocusLauncher] = useState(false);
  const { pathname } = useLocation();

  // Noted here, not in the part loaded later: a visit to crisis help ends invitations for this session even if it
  // happened before the rest of the widget had loaded.
  useEffect(() => {
    if (pathname.startsWith('/crisis-help')) updateBrowsingSession({ crisisVisited: true });
  }, [pathname]);

  const load = useCallback(() => {
    loadCore()
      .then(({ FeedbackWidgetCore }) => {
        setFocusLauncher(document.activeElement?.classList.contains('fb-launcher') ?? false);
        setCore(() => FeedbackWidgetCore);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => whenIdle(load), [load]);

  useEffect(() => {
    if (trigger !== 'floating') return;
    const timer = setTimeout(() => setButtonShown(true), delay);
    return () => clearTimeout(timer);
  }, [trigger, delay]);

  if (Core) {
    return (
      <Core {...props} buttonShown={buttonShown} openOnMount={openRequested} focusLauncherOnMount={focusLauncher} />
    );
  }
  if (trigger !== 'floating' || !buttonShown) return null;
  return (
    <aside
      className={`fb-widget fb-widget--${position}${shadow ? ' fb-widget--shadow' : ''}`}
      style={widgetStyle(primaryColor, borderRadius)}
      aria-label="Feedback"
    >
      {failed && openRequested ? (
        <p className="fb-widget__error" role="alert">
          The feedback form could not open. Check your connection, then try again.
        </p>
      ) : null}
      <button
        type="button"
        className="fb-launcher"
        aria-haspopup="dialog"
        onClick={() => {
          setOpenRequested(true);
          setFailed(false);
          load();
        }}
      >
        <FeedbackIcon />
        <span className="fb-launcher__label">Feedback</span>
      </button>
    </aside>
  );
}
