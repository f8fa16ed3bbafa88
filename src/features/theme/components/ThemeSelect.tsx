import { useId } from 'react';
import { isThemePreference } from '../data/theme-preference';
import { useTheme } from '../hooks/use-theme';

export function ThemeSelect() {
  const { preference, setPreference } = useTheme();
  const id = useId();
  return (
    <div className="theme-select">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={preference}
        onChange={(event) => {
          if (isThemePreference(event.target.value)) setPreference(event.target.value);
        }}
      >
        <option value="dark">Dark</option>
        <option value="light">Light</option>
        <option value="system">Match my device</option>
      </select>
    </div>
  );
}
