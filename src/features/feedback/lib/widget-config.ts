import type { CSSProperties } from 'react';

/**
 * The feedback widget's settings in one place: its props, their defaults (spec section 9), and what it must never
 * cover. Both the first-bundle shell (FeedbackWidget) and the part loaded later (FeedbackWidgetCore) read them
 * from here, so neither imports the other's module for them.
 */

export type WidgetPosition = 'bottom-right' | 'bottom-left' | 'top-right';
type WidgetTrigger = 'floating' | 'contextual';

/** Spec section 9. */
export const WIDGET_DEFAULTS = {
  position: 'bottom-right',
  trigger: 'floating',
  delay: 5000,
  contextualFallbackDelay: 2000,
  primaryColor: '#6366F1',
  borderRadius: 12,
  shadow: true,
} as const;

/** What the widget must never cover: the crisis link, and the accessibility button and its companions. */
const PROTECTED_SELECTOR =
  '.crisis-link, .a11y-dock__button, .a11y-dock__read-aloud, .a11y-voice, [data-feedback-avoid]';

/** What the corner says when the dialog is not there. */
export const OPEN_FAILED_MESSAGE = 'The feedback form could not open. Check your connection, then try again.';
export const DIALOG_CRASHED_MESSAGE = 'Something went wrong with the feedback form. Please try again.';

export interface FeedbackWidgetProps {
  /** 'floating': the button is always there (after `delay`); 'contextual': no button, only the invitation. In both,
   * the invitation ('How was your experience?') appears when the prompt rules say so. */
  trigger?: WidgetTrigger;
  position?: WidgetPosition;
  /** Milliseconds before the floating button appears, and before an invitation the server approved. */
  delay?: number;
  /** Milliseconds before an invitation decided by the local fallback rules. */
  contextualFallbackDelay?: number;
  primaryColor?: string;
  borderRadius?: number;
  shadow?: boolean;
  /** Open the modal straight on this category's form. */
  initialCategory?: string;
  /** What the widget must never cover; by default the crisis link and the accessibility button. */
  protectedSelector?: string;
}

/** The props with every default filled in (`initialCategory` has none). */
type ResolvedWidgetSettings = Required<Omit<FeedbackWidgetProps, 'initialCategory'>> &
  Pick<FeedbackWidgetProps, 'initialCategory'>;

export function resolveWidgetSettings(props: FeedbackWidgetProps): ResolvedWidgetSettings {
  return {
    trigger: props.trigger ?? WIDGET_DEFAULTS.trigger,
    position: props.position ?? WIDGET_DEFAULTS.position,
    delay: props.delay ?? WIDGET_DEFAULTS.delay,
    contextualFallbackDelay: props.contextualFallbackDelay ?? WIDGET_DEFAULTS.contextualFallbackDelay,
    primaryColor: props.primaryColor ?? WIDGET_DEFAULTS.primaryColor,
    borderRadius: props.borderRadius ?? WIDGET_DEFAULTS.borderRadius,
    shadow: props.shadow ?? WIDGET_DEFAULTS.shadow,
    initialCategory: props.initialCategory,
    protectedSelector: props.protectedSelector ?? PROTECTED_SELECTOR,
  };
}

/** The corner's class names: position and shadow. */
export function widgetClassName(position: WidgetPosition, shadow: boolean): string {
  return `fb-widget fb-widget--${position}${shadow ? ' fb-widget--shadow' : ''}`;
}

export function widgetStyle(primaryColor: string, borderRadius: number, shiftPx = 0): CSSProperties {
  return {
    '--fb-primary': primaryColor,
    '--fb-radius': `${borderRadius}px`,
    '--fb-shift': `${shiftPx}px`,
  } as CSSProperties;
}
