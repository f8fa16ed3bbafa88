import { useId, type ReactNode } from 'react';
import { Plain, usePlainText } from '@/lib/plain-language';
import { announce } from '../lib/announcer';
import { setAudioMode } from '../lib/audio/audio-mode';
import { resetAudioSettings } from '../data/audio-settings-store';
import { panelCopy } from '../lib/panel-copy';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { resetAccessibilitySettings } from '../data/store';
import { ExtraSettings } from './panel/ExtraSettings';
import { KeyboardSettings } from './panel/KeyboardSettings';
import { ListeningSettings } from './panel/ListeningSettings';
import { SeeingSettings } from './panel/SeeingSettings';
import { StorageSettings } from './panel/StorageSettings';
import '../styles/accessibility-panel.css';

interface AccessibilityPanelProps {
  onClose: () => void;
  /**
   * Settings that belong to other features but sit beside the accessibility ones (the app passes the
   * 'Share anonymous usage events' switch): features never import each other, so the app composes them here.
   */
  extraSettings?: ReactNode;
}

/**
 * The accessibility panel: a modal dialog (labelled, focus kept inside, Escape closes it) holding every setting of
 * the spec, each operable by keyboard and announced with its state.
 */
export function AccessibilityPanel({ onClose, extraSettings }: AccessibilityPanelProps) {
  const { dialogRef, close, onKeyDown } = useModalDialog(onClose);
  const titleId = useId();
  const introId = useId();
  const text = usePlainText();

  function reset() {
    void resetAccessibilitySettings();
    void setAudioMode(false);
    void resetAudioSettings();
    announce(text(panelCopy.settingsReset.standard, panelCopy.settingsReset.plain));
  }

  return (
    <dialog
      ref={dialogRef}
      className="a11y-panel"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="a11y-panel__header">
        <h2 id={titleId} className="a11y-panel__title">
          Accessibility settings
        </h2>
        <button type="button" className="a11y-panel__close" onClick={close}>
          <span aria-hidden="true">✕</span>
          <span className="a11y-panel__close-label">Close</span>
        </button>
      </div>
      <p id={introId} className="a11y-panel__intro">
        <Plain
          standard="Change how Better Minds looks, sounds and responds on this device. These settings follow your device's own accessibility settings and never change how your screen reader works."
          plain="Make Better Minds easier to see, hear and use. These settings work with your device's own settings."
        />
      </p>

      <SeeingSettings titleId={titleId} />

      <ListeningSettings titleId={titleId} />

      <KeyboardSettings titleId={titleId} />

      {extraSettings ? <ExtraSettings titleId={titleId}>{extraSettings}</ExtraSettings> : null}

      <StorageSettings titleId={titleId} onNavigate={close} />

      <div className="a11y-panel__footer">
        <button type="button" className="button a11y-panel__reset" onClick={reset}>
          Reset to Defaults
        </button>
      </div>
    </dialog>
  );
}
