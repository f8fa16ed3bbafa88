import { Plain, usePlainText } from '@/lib/plain-language';
import { useAccessibility } from '../../hooks/use-accessibility';
import { setOption } from '../../data/store';
import { Switch } from '../Switch';

/** The panel's 'Keyboard' group: the shortcuts switch and the list of shortcuts. */
export function KeyboardSettings({ titleId }: { titleId: string }) {
  const { settings } = useAccessibility();
  const text = usePlainText();
  return (
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
  );
}
