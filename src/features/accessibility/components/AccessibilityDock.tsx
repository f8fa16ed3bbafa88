import { Component, lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { Plain, usePlainText } from '@/lib/plain-language';
import { announce } from '../lib/announcer';
import { useAudioMode } from '../lib/audio/audio-mode';
import { copy } from '../lib/copy';
import { takeEarlyShortcuts } from '../lib/early-shortcuts';
import { useAccessibility } from '../hooks/use-accessibility';
import { PANEL_ARIA_SHORTCUTS, shortcutFor } from '../lib/keyboard-shortcuts';
import { setOption, toggleOption } from '../data/store';
import { isSpeechSynthesisSupported, isVoiceNavigationSupported } from '../lib/voice/support';
import { borderBoxHeight, removeRootLength, setRootLength } from '@/lib/root-length';
import '../styles/accessibility.css';

// The panel and voice navigation are their own chunks: loaded when opened or switched on, precached for offline.
const AccessibilityPanel = lazy(() =>
  importWithTimeout(() => import('./AccessibilityPanel'), 'accessibility-panel').then((module) => ({
    default: module.AccessibilityPanel,
  })),
);
const ReadAloudButton = lazy(() =>
  importWithTimeout(() => import('./ReadAloudButton'), 'read-aloud').then((module) => ({
    default: module.ReadAloudButton,
  })),
);
const VoiceNavigation = lazy(() =>
  importWithTimeout(() => import('./VoiceNavigation'), 'voice-navigation').then((module) => ({
    default: module.VoiceNavigation,
  })),
);

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('An accessibility component could not load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function AccessibilityIcon() {
  return (
    <svg className="a11y-dock__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="4" r="2" fill="currentColor" />
      <path
        d="M4 8.5c2.6.7 5.2 1 8 1s5.4-.3 8-1M12 9.5V15m0 0-3 6m3-6 3 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface AccessibilityDockProps {
  /** The floating button: shown in the main layout, left out of the bare screens (/systems, shared journeys). */
  withButton?: boolean;
  /** Settings from other features shown in the panel beside the accessibility ones (see AccessibilityPanel). */
  extraSettings?: ReactNode;
}

/**
 * The always-present accessibility tools: the floating button (bottom left, clear of the crisis link in the header
 * and of the feedback widget's bottom-right corner), the keyboard shortcuts, voice navigation while it is on, and
 * 'read aloud' in audio mode. Everything here is small; the panel itself loads when opened.
 */
export function AccessibilityDock({ withButton = true, extraSettings }: AccessibilityDockProps) {
  const { settings } = useAccessibility();
  const audioMode = useAudioMode();
  const text = usePlainText();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openPanel = useCallback(() => {
    if (!open) returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, [open]);

  const closePanel = useCallback(() => {
    setOpen(false);
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // Focus goes back where it was; if that is gone (or was nowhere), to the button that opens the panel.
    requestAnimationFrame(() => {
      if (target && target.isConnected && target !== document.body) target.focus();
      else buttonRef.current?.focus();
    });
  }, []);

  const shortcutsOn = settings.keyboard_shortcuts;
  const runShortcut = useCallback(
    (event: KeyboardEvent) => {
      const action = shortcutFor(event, event.target);
      if (!action) return;
      event.preventDefault();
      if (action === 'open-panel') openPanel();
      else if (action === 'toggle-high-contrast') {
        const on = !settings.high_contrast;
        void toggleOption('high_contrast');
        announce(on ? text(copy.highContrastOn.standard, copy.highContrastOn.plain) : text(copy.highContrastOff.standard, copy.highContrastOff.plain));
      } else if (!isVoiceNavigationSupported()) {
        announce(text(copy.voiceUnsupported.standard, copy.voiceUnsupported.plain));
      } else {
        const on = !settings.voice_navigation;
        void setOption('voice_navigation', on);
        announce(on ? text(copy.voiceOn.standard, copy.voiceOn.plain) : text(copy.voiceOff.standard, copy.voiceOff.plain));
      }
    },
    [openPanel, settings.high_contrast, settings.voice_navigation, text],
  );
  const latestShortcut = useRef(runShortcut);
  useLayoutEffect(() => {
    latestShortcut.current = runShortcut;
  }, [runShortcut]);

  // Once, at start: the keys pressed while the prerendered page showed and the app was not yet listening (boot.js
  // kept them) are carried out now, in order, unless shortcuts are off.
  useEffect(() => {
    const early = takeEarlyShortcuts();
    if (shortcutsOn) early.forEach((event) => latestShortcut.current(event));
    // Mount only: taking the list ends boot.js's listener, which must happen whatever the setting says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!shortcutsOn) return;
    window.addEventListener('keydown', runShortcut);
    return () => window.removeEventListener('keydown', runShortcut);
  }, [shortcutsOn, runShortcut]);

  const voiceOn = settings.voice_navigation && isVoiceNavigationSupported();
  const readAloud = audioMode && isSpeechSynthesisSupported();

  // The page keeps focused controls clear of the dock (WCAG 2.4.11): its height feeds the scroll padding.
  const dockRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const dock = dockRef.current;
    const root = document.documentElement;
    if (!dock || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      setRootLength(root, '--a11y-dock-height', borderBoxHeight(entries, dock));
    });
    observer.observe(dock);
    return () => {
      observer.disconnect();
      removeRootLength(root, '--a11y-dock-height');
    };
  }, [withButton, voiceOn, readAloud, open]);

  // An empty landmark is noise for screen-reader users: the dock only exists while it holds something.
  if (!withButton && !voiceOn && !readAloud && !open) return null;

  return (
    <aside ref={dockRef} className="a11y-dock" aria-label={text('Accessibility tools', 'Tools to make the app easier to use')}>
      {voiceOn ? (
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <VoiceNavigation />
          </Suspense>
        </ChunkBoundary>
      ) : null}
      {readAloud ? (
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <ReadAloudButton />
          </Suspense>
        </ChunkBoundary>
      ) : null}
      {withButton ? (
        <button
          ref={buttonRef}
          type="button"
          className="a11y-dock__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts={shortcutsOn ? PANEL_ARIA_SHORTCUTS : undefined}
          onClick={openPanel}
        >
          <AccessibilityIcon />
          <span className="a11y-dock__label">Accessibility</span>
          <span className="visually-hidden"> settings</span>
        </button>
      ) : null}
      {open ? (
        <ChunkBoundary
          fallback={
            <div className="a11y-dock__load-error" role="alert">
              <p>
                <Plain
                  standard="The accessibility settings could not be opened. Check your connection, then try again."
                  plain="The settings did not open. Check your internet, then try again."
                />
              </p>
              <button type="button" className="button" onClick={closePanel}>
                Close
              </button>
            </div>
          }
        >
          <Suspense
            fallback={
              <div className="a11y-dock__loading" role="status">
                Loading...
              </div>
            }
          >
            <AccessibilityPanel onClose={closePanel} extraSettings={extraSettings} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </aside>
  );
}
