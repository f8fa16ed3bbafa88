import { useId } from 'react';
import type { FontSize } from '@/db/types';
import { Plain } from '@/lib/plain-language';
import { useAccessibility } from '../../hooks/use-accessibility';
import { fontSizeLabels } from '../../lib/panel-copy';
import { FONT_SIZES, type DeviceOption } from '../../lib/settings';
import { setFontSize, setOption } from '../../data/store';
import { Switch } from '../Switch';

/** Why a setting is on though the person never turned it on here: the device asks for it. */
function DeviceNote({ option }: { option: DeviceOption }) {
  const asks = option === 'high_contrast' ? 'more contrast' : 'reduced motion';
  return (
    <Plain
      standard={`On because your device asks for ${asks}. If you turn it off here, Better Minds remembers that on this device.`}
      plain={`Your device asks for ${asks}, so this is on. You can turn it off here.`}
    />
  );
}

/** The panel's 'Seeing and reading' group: contrast, motion, font size, the dyslexia-friendly font, plain language. */
export function SeeingSettings({ titleId }: { titleId: string }) {
  const fontLegendId = useId();
  const { settings, fromDevice } = useAccessibility();
  return (
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
  );
}
