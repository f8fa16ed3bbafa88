import { useSyncExternalStore } from 'react';
import { getAccessibilityState, getServerAccessibilityState, subscribeAccessibility, type AccessibilityState } from '../data/store';

/** The accessibility settings in force, and where they came from. */
export function useAccessibility(): AccessibilityState {
  return useSyncExternalStore(subscribeAccessibility, getAccessibilityState, getServerAccessibilityState);
}
