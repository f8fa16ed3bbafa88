import { describe, it, expect, vi } from 'vitest';
import {
  flagDefaults,
  flagNames,
  flagVariableName,
  parseFlags,
  parseFlagValue,
  POLLING_INTERVAL_MS,
  type FlagName,
} from '../flags';

const ON_BY_DEFAULT: FlagName[] = ['musterSet', 'mockData'];
const OFF_BY_DEFAULT: FlagName[] = [
  'calmMode',
  'narration',
  'highContrast',
  'reducedMotion',
  'guardianPortal',
  'exports',
  'advancedTools',
  'performanceMonitoring',
  'errorReporting',
  'supabaseIntegration',
  'userAccounts',
  'socialFeatures',
  'aiIntegration',
];

describe('flagDefaults', () => {
  it('lists exactly the flags of the spec', () => {
    expect([...flagNames].sort()).toEqual([...ON_BY_DEFAULT, ...OFF_BY_DEFAULT].sort());
  });

  it.each(ON_BY_DEFAULT)('turns %s on by default', (flag) => {
    expect(flagDefaults[flag]).toBe(true);
  });

  it.each(OFF_BY_DEFAULT)('turns %s off by default', (flag) => {
    expect(flagDefaults[flag]).toBe(false);
  });

  it('uses the defaults when no variable is set', () => {
    expect(parseFlags({})).toEqual(flagDefaults);
  });
});

describe('parseFlagValue', () => {
  it.each(['true', '1', 'yes', 'on', 'enabled', ' YES ', 'Enabled', 'TRUE', '\ton\n'])(
    'reads %j as on',
    (raw) => {
      expect(parseFlagValue(raw, false)).toBe(true);
    },
  );

  it.each(['false', '0', 'no', 'off', 'disabled', ' NO ', 'Disabled', 'FALSE', ' off '])(
    'reads %j as off',
    (raw) => {
      expect(parseFlagValue(raw, true)).toBe(false);
    },
  );

  it('keeps the default silently for a missing or empty value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseFlagValue(undefined, true)).toBe(true);
    expect(parseFlagValue('', false)).toBe(false);
    expect(parseFlagValue('   ', true)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('parseFlags', () => {
  it.each(['true', '1', 'yes', 'on', 'enabled', ' YES ', 'Enabled'])(
    'turns a default-off flag on with %j',
    (raw) => {
      expect(parseFlags({ VITE_CALM_MODE: raw }).calmMode).toBe(true);
    },
  );

  it.each(['false', '0', 'no', 'off', 'disabled', ' Off ', 'Disabled'])(
    'turns a default-on flag off with %j',
    (raw) => {
      expect(parseFlags({ VITE_MUSTER_SET: raw }).musterSet).toBe(false);
    },
  );

  it('warns "Invalid feature flag value" and keeps the default of a default-on flag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const flags = parseFlags({ VITE_MOCK_DATA: 'maybe' });
    expect(flags.mockData).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Invalid feature flag value');
  });

  it('warns "Invalid feature flag value" and keeps the default of a default-off flag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const flags = parseFlags({ REACT_APP_NARRATION: 'sure' });
    expect(flags.narration).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Invalid feature flag value');
  });

  it('reads REACT_APP_ prefixed variables', () => {
    expect(parseFlags({ REACT_APP_MUSTER_SET: 'false' }).musterSet).toBe(false);
    expect(parseFlags({ REACT_APP_SUPABASE_INTEGRATION: 'true' }).supabaseIntegration).toBe(true);
  });

  it('reads VITE_ prefixed variables', () => {
    expect(parseFlags({ VITE_MUSTER_SET: 'off' }).musterSet).toBe(false);
    expect(parseFlags({ VITE_AI_INTEGRATION: 'on' }).aiIntegration).toBe(true);
  });

  it('lets VITE_ win when both prefixes are set', () => {
    expect(parseFlags({ REACT_APP_MUSTER_SET: 'true', VITE_MUSTER_SET: 'false' }).musterSet).toBe(false);
    expect(parseFlags({ REACT_APP_MUSTER_SET: 'false', VITE_MUSTER_SET: 'true' }).musterSet).toBe(true);
  });

  it('accepts boolean values as given', () => {
    expect(parseFlags({ VITE_EXPORTS: true }).exports).toBe(true);
    expect(parseFlags({ VITE_MOCK_DATA: false }).mockData).toBe(false);
  });
});

describe('flagVariableName', () => {
  it('turns a camelCase flag into SCREAMING_SNAKE_CASE', () => {
    expect(flagVariableName('supabaseIntegration')).toBe('SUPABASE_INTEGRATION');
    expect(flagVariableName('musterSet')).toBe('MUSTER_SET');
    expect(flagVariableName('exports')).toBe('EXPORTS');
  });
});

describe('POLLING_INTERVAL_MS', () => {
  it('is one second', () => {
    expect(POLLING_INTERVAL_MS).toBe(1000);
  });
});
