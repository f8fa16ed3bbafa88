import {
  Component,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useStorageMode } from '@/config/use-storage-mode';
import type { FontSize } from '@/db/types';
import { Plain, usePlainLanguage, usePlainText } from '@/lib/plain-language';
import { announce } from '../lib/announcer';
import { setAudioMode, useAudioMode } from '../lib/audio/audio-mode';
import { resetAudioSettings } from '../data/audio-settings-store';
import { copy } from '../lib/copy';
import { fontSizeLabels, panelCopy } from '../lib/panel-copy';
import { useAccessibility } from '../hooks/use-accessibility';
import { detectScreenReader } from '../lib/screen-reader';
import { FONT_SIZES, type DeviceOption } from '../lib/settings';
import { resetAccessibilitySettings, setFontSize, setOption } from '../data/store';
import { isSpeechSynthesisSupported, isVoiceNavigationSupported } from '../lib/voice/support';
import { AudioSettingsFields } from './AudioSettingsFields';
import { PanelSyncStatus } from './PanelSyncStatus';
import { Switch } from './Switch';
import '../styles/accessibility-panel.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

function DeviceNote({ option }: { option: DeviceOption }) {
  const asks = option === 'high_contrast' ? 'more contrast' : 'reduced motion';
  return (
    <Plain
      standard={`On because your device asks for ${asks}. If you turn it off here, Better Minds remembers that on this device.`}
      plain={`Your device asks for ${asks}, so this is on. You can turn it off here.`}
    />
  );
}

/** A setting passed in by the app that fails to load leaves the rest of the panel working. */
class SlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('A setting in the accessibility panel could not load', error);
  }
  override render() {
    return this.state.failed ? (
      <p className="a11y-setting__note" role="note">
        <Plain
          standard="This setting could not be loaded. Check your connection, then open these settings again."
          plain="This setting did not load. Check your internet, then try again."
        />
      </p>
    ) : (
      this.props.children
    );
  }
}

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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closedRef = useRef(false);
  const titleId = useId();
  const introId = useId();
  const fontLegendId = useId();
  const { settings, fromDevice } = useAccessibility();
  const audioMode = useAudioMode();
  const { label: storageLabel, mode: storageMode } = useStorageMode();
  const plainLanguage = usePlainLanguage();
  const text = usePlainText();
  const voiceSupported = isVoiceNavigationSupported();
  const speechSupported = isSpeechSynthesisSupported();
  const [screenReader] = useState(detectScreenReader);

  const close = useCallback(() => {
    if (closedRef.current) return;
    closedRef.current = true;
    onClose();
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    focusablesIn(dialog)[0]?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Focus stays inside the dialog: Tab from the last control goes to the first, Shift+Tab from the first to the last.
    const focusables = focusablesIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !dialogRef.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function reset() {
    void resetAccessibilitySettings();
    void setAudioMode(false);
    void resetAudioSettings();
    announce(text(panelCopy.settingsReset.standard, panelCopy.settingsReset.plain));
  }

  function changeAudioMode(on: boolean) {
    const announcement = settings.keyboard_shortcuts
      ? panelCopy.audioAnnouncement
      : panelCopy.audioAnnouncementWithoutShortcuts;
    void setAudioMode(on, plainLanguage ? announcement.plain : announcement.standard);
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

      <section className="a11y-panel__group" aria-labelledby={`${titleId}-seeing`}>
        <h3 id={`${titleId}-seeing`}>
          <Plain standard="Seeing and reading" plain="Seeing and reading" />
        </h3>
        <Switch
          label="High Contrast"
          checked={settings.high_contrast}
          onChange={(on) => void setOption('high_contrast', on)}
          description={
            <Plain
              standard="Stronger colours and outlines; text is at least 7 times lighter or darker than its background."
              plain="Makes text and edges stand out more."
            />
          }
          note={fromDevice.includes('high_contrast') ? <DeviceNote option="high_contrast" /> : null}
        />
        <Switch
          label="Reduce Motion"
          checked={settings.reduced_motion}
          onChange={(on) => void setOption('reduced_motion', on)}
          description={
            <Plain
              standard="Stops animations and transitions. Breathing guides show their steps without moving."
              plain="Stops things moving on the screen."
            />
          }
          note={fromDevice.includes('reduced_motion') ? <DeviceNote option="reduced_motion" /> : null}
        />
        <fieldset className="a11y-fieldset a11y-font-size" aria-describedby={`${fontLegendId}-hint`}>
          <legend id={fontLegendId}>Font Size</legend>
          <p id={`${fontLegendId}-hint`} className="a11y-setting__hint">
            <Plain standard="Changes the size of all text on every page." plain="Makes all the words bigger or smaller." />
          </p>
          <div className="a11y-font-size__options">
            {FONT_SIZES.map((size: FontSize) => (
              <label key={size} className="a11y-font-size__option">
                <input
                  type="radio"
                  name={`${fontLegendId}-font-size`}
                  value={size}
                  checked={settings.font_size === size}
                  onChange={() => void setFontSize(size)}
                />
                <span>{fontSizeLabels[size]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Switch
          label="Dyslexia-Friendly Font"
          checked={settings.dyslexia_font}
          onChange={(on) => void setOption('dyslexia_font', on)}
          description={
            <Plain
              standard="Uses OpenDyslexic, a typeface with weighted letter bottoms that some people with dyslexia find easier to read. It is built into the app and works offline."
              plain="Uses a font that some people with dyslexia find easier to read. It works offline."
            />
          }
        />
        <Switch
          label="Plain Language"
          checked={settings.plain_language}
          onChange={(on) => void setOption('plain_language', on)}
          description={
            <Plain
              standard="Shows shorter sentences and everyday words wherever a page offers a plain version."
              plain="Uses short sentences and simple words where it can."
            />
          }
        />
      </section>

      <section className="a11y-panel__group" aria-labelledby={`${titleId}-hearing`}>
        <h3 id={`${titleId}-hearing`}>
          <Plain standard="Speaking and listening" plain="Talking and listening" />
        </h3>
        {voiceSupported ? (
          <Switch
            label="Voice Navigation"
            checked={settings.voice_navigation}
            onChange={(on) => {
              void setOption('voice_navigation', on);
              announce(on ? text(copy.voiceOn.standard, copy.voiceOn.plain) : text(copy.voiceOff.standard, copy.voiceOff.plain));
            }}
            description={
              <Plain
                standard="Move around by saying commands such as “go home”, “open library” or “help”. While it is on, your browser listens through the microphone and may send what you say to its speech provider (for example Google or Apple) to recognise it. Better Minds does not record or keep your voice."
                plain="Say things like “go home” or “help” to move around. The microphone is on while this is on. Your browser may send your voice to another company to understand it. Better Minds does not keep your voice."
              />
            }
          />
        ) : (
          <div className="a11y-setting">
            <p className="a11y-setting__label">Voice Navigation</p>
            <p className="a11y-setting__note" role="note">
              {copy.voiceUnsupported.standard}
            </p>
          </div>
        )}
        {speechSupported ? (
          <>
            <Switch
              label="Audio Mode"
              checked={audioMode}
              onChange={changeAudioMode}
              description={
                <Plain
                  standard="Spoken guidance: the name of each new page is spoken, and every page offers ‘Read this page aloud’. Kept on this device only."
                  plain="The app talks to you. It says the name of each page and can read pages out loud."
                />
              }
              note={
                screenReader.detected ? (
                  <Plain
                    standard="A screen reader seems to be in use, so page names are left to it rather than spoken twice."
                    plain="You may use a screen reader, so it reads page names instead of this app."
                  />
                ) : null
              }
            />
            {audioMode ? <AudioSettingsFields /> : null}
          </>
        ) : null}
      </section>

      <section className="a11y-panel__group" aria-labelledby={`${titleId}-keyboard`}>
        <h3 id={`${titleId}-keyboard`}>
          <Plain standard="Keyboard" plain="Keyboard" />
        </h3>
        <Switch
          label="Keyboard Shortcuts"
          checked={settings.keyboard_shortcuts}
          onChange={(on) => void setOption('keyboard_shortcuts', on)}
          description={
            <Plain
              standard="Turn these off if they clash with your own assistive tools. Escape still closes this panel."
              plain="Turn these off if they get in your way. Escape still closes this box."
            />
          }
        />
        <dl className="a11y-shortcuts" aria-label={text('Keyboard shortcuts', 'Keys you can press')}>
          <div>
            <dt>
              <kbd>Alt</kbd>+<kbd>A</kbd> or <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>A</kbd>
            </dt>
            <dd>{text('Open these settings', 'Open this box')}</dd>
          </div>
          <div>
            <dt>
              <kbd>Alt</kbd>+<kbd>C</kbd>
            </dt>
            <dd>{text('High contrast on or off', 'Turn high contrast on or off')}</dd>
          </div>
          <div>
            <dt>
              <kbd>Alt</kbd>+<kbd>V</kbd>
            </dt>
            <dd>{text('Voice navigation on or off', 'Turn voice navigation on or off')}</dd>
          </div>
          <div>
            <dt>
              <kbd>Escape</kbd>
            </dt>
            <dd>{text('Close these settings', 'Close this box')}</dd>
          </div>
        </dl>
      </section>

      {extraSettings ? (
        <section className="a11y-panel__group" aria-labelledby={`${titleId}-privacy`}>
          <h3 id={`${titleId}-privacy`}>
            <Plain standard="Usage data" plain="What the app records" />
          </h3>
          <SlotBoundary>
            <Suspense
              fallback={
                <p className="a11y-setting__note">
                  <Plain standard="Loading..." plain="Loading..." />
                </p>
              }
            >
              {extraSettings}
            </Suspense>
          </SlotBoundary>
        </section>
      ) : null}

      <section className="a11y-panel__group" aria-labelledby={`${titleId}-storage`}>
        <h3 id={`${titleId}-storage`}>
          <Plain standard="Storage and sync" plain="Where things are kept and sent" />
        </h3>
        <p className="a11y-storage">
          <strong className="a11y-storage__mode" data-storage-mode={storageMode}>
            {storageLabel}
          </strong>{' '}
          {storageMode === 'database' ? (
            <Plain
              standard="Saved in this browser and copied to this site's database. Audio settings stay on this device."
              plain="Saved on this device and on this site's database. Audio settings stay on this device."
            />
          ) : (
            <Plain standard="Saved in this browser, on this device only." plain="Saved only on this device." />
          )}
        </p>
        <PanelSyncStatus onNavigate={close} />
      </section>

      <div className="a11y-panel__footer">
        <button type="button" className="button a11y-panel__reset" onClick={reset}>
          Reset to Defaults
        </button>
      </div>
    </dialog>
  );
}
