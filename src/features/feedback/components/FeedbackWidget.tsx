import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { whenPageSettled } from '@/lib/when-idle';
import { noteCrisisVisit } from '../lib/browsing-session';
import {
  OPEN_FAILED_MESSAGE,
  resolveWidgetSettings,
  widgetClassName,
  widgetStyle,
  type FeedbackWidgetProps,
} from '../lib/widget-config';
import type { FeedbackWidgetCoreProps } from './FeedbackWidgetCore';
import { FeedbackIcon } from './FeedbackIcon';
import '../styles/feedback.css';

const loadCore = () => importWithTimeout(() => import('./FeedbackWidgetCore'), 'feedback-widget');

/**
 * The feedback widget of the main layout. This shell is all the first screen pays for: a timer and, once it has
 * passed, the floating button. The rest (the invitation and its rules, keeping clear of the crisis link and the
 * accessibility button, the dialog) loads when the browser is idle, or at once if the button is pressed first.
 * The shell imports the rest only with import() and shares nothing with it but lib/widget-config.ts.
 */
export function FeedbackWidget(props: FeedbackWidgetProps) {
  const { trigger, position, delay, primaryColor, borderRadius, shadow } = resolveWidgetSettings(props);
  const [Core, setCore] = useState<ComponentType<FeedbackWidgetCoreProps> | null>(null);
  const [buttonShown, setButtonShown] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focusLauncher, setFocusLauncher] = useState(false);
  const { pathname } = useLocation();

  // Noted here, not only in the part loaded later: a visit to crisis help ends invitations for this session even if
  // it happened before the rest of the widget had loaded.
  useEffect(() => {
    noteCrisisVisit(pathname);
  }, [pathname]);

  const load = useCallback(() => {
    loadCore()
      .then(({ FeedbackWidgetCore }) => {
        setFocusLauncher(document.activeElement?.classList.contains('fb-launcher') ?? false);
        setCore(() => FeedbackWidgetCore);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => whenPageSettled(load), [load]);

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
    <aside className={widgetClassName(position, shadow)} style={widgetStyle(primaryColor, borderRadius)} aria-label="Feedback">
      {failed && openRequested ? (
        <p className="fb-widget__error" role="alert">
          {OPEN_FAILED_MESSAGE}
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
