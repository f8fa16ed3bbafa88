import type { StorageMode } from '@/config/env';
import type { AccessibilitySettings, FontSize } from '@/db/types';
import {
  readAccessibilityMirror,
  readDeclinedDevicePreferences,
  writeAccessibilityMirror,
  writeDeclinedDevicePreferences,
} from './accessibility-mirror';
import type { AccessibilitySettingsReader, AccountSettingsDecision } from './pull-accessibility-settings';
import { readDevicePreferences, subscribeDevicePreferences } from '../lib/device-preferences';
import { inOrder } from '@/lib/in-order';
import {
  applySettingsToDocument,
  changeOption,
  defaultSettings,
  effectiveSettings,
  NO_DEVICE_PREFERENCES,
  pruneDeclined,
  sameSettings,
  stepFontSize,
  switchedOnByDevice,
  type BooleanOption,
  type DeviceOption,
  type DevicePreferences,
} from '../lib/settings';

/**
 * The accessibility settings in force, as a small external store. It starts from the localStorage mirror (which
 * public/boot.js has already applied before the first paint), follows the device's preferences as they change, and
 * is reconciled with Dexie once the browser is idle. Dexie is loaded only then, off the first screen's path.
 */
export interface AccessibilityState {
  /** What is in force: the person's choices plus what the device asks for. */
  settings: AccessibilitySettings;
  /** The person's own choices, as saved. */
  stored: AccessibilitySettings;
  device: DevicePreferences;
  declined: readonly DeviceOption[];
  /** Options that are on only because the device asks for them. */
  fromDevice: readonly DeviceOption[];
}

type Listener = () => void;
const listeners = new Set<Listener>();

function buildState(
  stored: AccessibilitySettings,
  device: DevicePreferences,
  declined: readonly DeviceOption[],
): AccessibilityState {
  return {
    settings: effectiveSettings(stored, device, declined),
    stored,
    device,
    declined,
    fromDevice: switchedOnByDevice(stored, device, declined),
  };
}

/** What the prerendered HTML was rendered with: the defaults (the build knows no person). */
const serverState: AccessibilityState = buildState(defaultSettings(), NO_DEVICE_PREFERENCES, []);
let state: AccessibilityState = serverState;
let started = false;
let stopFollowingDevice: () => void = () => {};

function publish(next: AccessibilityState): void {
  state = next;
  if (typeof document !== 'undefined') applySettingsToDocument(next.settings);
  listeners.forEach((listener) => listener());
}

/** Loaded on first save, so Dexie stays out of the initial bundle. */
const loadSave = () => import('./save-accessibility-settings');
const inChangeOrder = inOrder();

/** Counts the person's changes, so a slower read from Dexie never overwrites a newer choice. */
let changes = 0;

function persist(stored: AccessibilitySettings, declined: readonly DeviceOption[]): Promise<boolean> {
  changes += 1;
  // The mirrors are written at once, so a reload straight after a change paints it before any script loads.
  writeAccessibilityMirror(stored);
  writeDeclinedDevicePreferences(declined);
  const module = loadSave();
  return inChangeOrder(() => module.then(({ saveAccessibilitySettings }) => saveAccessibilitySettings(stored)));
}

/** Reads the mirror and the device, applies them, and follows device changes. Safe to call more than once. */
export function startAccessibilitySettings(): void {
  if (started) return;
  started = true;
  const device = readDevicePreferences();
  const declined = pruneDeclined(readDeclinedDevicePreferences(), device);
  publish(buildState(readAccessibilityMirror().settings, device, declined));
  // Refusals are forgotten only at load (above): a preference that flickers while the page is open changes nothing.
  stopFollowingDevice = subscribeDevicePreferences(() => {
    publish(buildState(state.stored, readDevicePreferences(), state.declined));
  });
}

/**
 * Dexie is the source of truth: when its copy differs from the mirror (cleared, edited, another tab), Dexie wins.
 * When Dexie has nothing yet but the mirror does, the mirror's copy is saved so both agree.
 */
export async function reconcileWithDatabase(): Promise<void> {
  const [{ loadAccessibilitySettings }, { saveAccessibilitySettings }] = await Promise.all([
    import('./load-accessibility-settings'),
    loadSave(),
  ]);
  await inChangeOrder.settled();
  const changesBefore = changes;
  const fromDatabase = await loadAccessibilitySettings();
  if (changes !== changesBefore) return;
  if (fromDatabase === undefined) {
    // Read the mirror again: another tab may have written it since this page started.
    const mirror = readAccessibilityMirror();
    if (!mirror.present) return;
    if (!sameSettings(mirror.settings, state.stored)) publish(buildState(mirror.settings, state.device, state.declined));
    await saveAccessibilitySettings(mirror.settings);
    return;
  }
  if (!sameSettings(fromDatabase.settings, state.stored)) {
    writeAccessibilityMirror(fromDatabase.settings);
    publish(buildState(fromDatabase.settings, state.device, state.declined));
  }
}

interface AccountReconcileOptions {
  /** Where an upload of this device's newer copy goes (default: the build's storage mode). */
  storageMode?: StorageMode;
  /** False once another person has signed in, or this one out, while the account's copy was being read. */
  isCurrentUser?: () => boolean;
}

/**
 * Once a signed-in person is known: reads their settings from `user_accessibility_settings` and keeps whichever
 * copy has the newer `updated_at`. The account's newer copy is applied and saved on this device (Dexie and both
 * mirrors, with no upload: the server has it); this device's newer copy is kept and queued for upload. A change the
 * person makes while the account is being read wins over both, and is already queued.
 */
export async function reconcileWithAccount(
  userId: string,
  reader: AccessibilitySettingsReader,
  { storageMode, isCurrentUser = () => true }: AccountReconcileOptions = {},
): Promise<AccountSettingsDecision | 'changed-meanwhile'> {
  const [{ fetchAccountAccessibilitySettings, chooseAccountSettings }, { saveAccessibilitySettings }] = await Promise.all([
    import('./pull-accessibility-settings'),
    loadSave(),
  ]);
  await inChangeOrder.settled();
  const changesBefore = changes;
  const remote = await fetchAccountAccessibilitySettings(reader, userId);
  if (changes !== changesBefore || !isCurrentUser()) return 'changed-meanwhile';
  const decision = chooseAccountSettings(state.stored, remote, userId);
  if (decision === 'take-remote' && remote) {
    changes += 1;
    writeAccessibilityMirror(remote);
    publish(buildState(remote, state.device, state.declined));
    await saveAccessibilitySettings(remote, { storageMode: 'local' });
  } else if (decision === 'push-local') {
    const stamped = { ...state.stored, user_id: userId };
    changes += 1;
    writeAccessibilityMirror(stamped);
    publish(buildState(stamped, state.device, state.declined));
    await saveAccessibilitySettings(stamped, storageMode ? { storageMode } : {});
  }
  return decision;
}

export function getAccessibilityState(): AccessibilityState {
  return state;
}

/** The server's snapshot: hydration renders with the defaults, then React re-renders with the person's settings. */
export function getServerAccessibilityState(): AccessibilityState {
  return serverState;
}

export function subscribeAccessibility(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setOption(option: BooleanOption, on: boolean): Promise<boolean> {
  const change = changeOption(state.stored, state.declined, state.device, option, on);
  publish(buildState(change.stored, state.device, change.declined));
  return persist(change.stored, change.declined);
}

export function toggleOption(option: BooleanOption): Promise<boolean> {
  return setOption(option, !state.settings[option]);
}

export function setFontSize(fontSize: FontSize): Promise<boolean> {
  const stored = { ...state.stored, font_size: fontSize, updated_at: new Date().toISOString() };
  publish(buildState(stored, state.device, state.declined));
  return persist(stored, state.declined);
}

export function stepFont(direction: 1 | -1): Promise<boolean> {
  return setFontSize(stepFontSize(state.settings.font_size, direction));
}

/** Back to the spec's defaults; the device's own preferences apply again. */
export function resetAccessibilitySettings(): Promise<boolean> {
  const stored = { ...defaultSettings(), user_id: state.stored.user_id, updated_at: new Date().toISOString() };
  publish(buildState(stored, state.device, []));
  return persist(stored, []);
}

/** For unit tests: forget everything, as on a fresh page. */
export function resetAccessibilityStoreForTests(): void {
  started = false;
  stopFollowingDevice();
  listeners.clear();
  state = buildState(defaultSettings(), NO_DEVICE_PREFERENCES, []);
}
