/**
 * Feature flags of the spec (section 9), each set by a build variable: REACT_APP_{NAME} or VITE_{NAME}, where NAME
 * is the flag in SCREAMING_SNAKE_CASE (musterSet -> REACT_APP_MUSTER_SET). VITE_ wins when both are set.
 */
export const flagDefaults = {
  musterSet: true,
  mockData: true,
  calmMode: false,
  narration: false,
  highContrast: false,
  reducedMotion: false,
  guardianPortal: false,
  exports: false,
  advancedTools: false,
  performanceMonitoring: false,
  errorReporting: false,
  supabaseIntegration: false,
  userAccounts: false,
  socialFeatures: false,
  aiIntegration: false,
} as const;

export type FlagName = keyof typeof flagDefaults;
export type FeatureFlags = { readonly [Name in FlagName]: boolean };

export const flagNames = Object.keys(flagDefaults) as FlagName[];

/** The polling setting of the spec, in milliseconds. */
export const POLLING_INTERVAL_MS = 1000;

const ON_VALUES = new Set(['true', '1', 'yes', 'on', 'enabled']);
const OFF_VALUES = new Set(['false', '0', 'no', 'off', 'disabled']);

export type BuildEnv = Readonly<Record<string, string | boolean | undefined>>;

export function flagVariableName(flag: FlagName): string {
  return flag.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** Parses one flag value; undefined or an empty value keeps the default silently, anything unknown warns. */
export function parseFlagValue(raw: string | boolean | undefined, fallback: boolean, name = 'flag'): boolean {
  if (raw === undefined) return fallback;
  if (typeof raw === 'boolean') return raw;
  const value = raw.trim().toLowerCase();
  if (value === '') return fallback;
  if (ON_VALUES.has(value)) return true;
  if (OFF_VALUES.has(value)) return false;
  console.warn('Invalid feature flag value', { flag: name, value: raw, using: fallback });
  return fallback;
}

export function parseFlags(env: BuildEnv): FeatureFlags {
  const flags = {} as Record<FlagName, boolean>;
  for (const name of flagNames) {
    const variable = flagVariableName(name);
    const raw = env[`VITE_${variable}`] ?? env[`REACT_APP_${variable}`];
    flags[name] = parseFlagValue(raw, flagDefaults[name], name);
  }
  return flags;
}
