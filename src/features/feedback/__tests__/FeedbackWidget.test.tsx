// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { FeedbackWidget } from '../components/FeedbackWidget';
import { WIDGET_DEFAULTS } from '../lib/widget-config';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The widget on /about, its timers faked from the render on. */
function renderWidget(props: Parameters<typeof FeedbackWidget>[0] = {}) {
  return renderApp({ route: '/about', routes: { '/about': <FeedbackWidget {...props} /> }, fakeTimers: true });
}

describe('FeedbackWidget', () => {
  it('has the spec defaults', () => {
    expect(WIDGET_DEFAULTS).toEqual({
      position: 'bottom-right',
      trigger: 'floating',
      delay: 5000,
      contextualFallbackDelay: 2000,
      primaryColor: '#6366F1',
      borderRadius: 12,
      shadow: true,
    });
  });

  it('shows the floating button bottom right once its delay has passed, in the primary colour', async () => {
    await renderWidget();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const button = screen.getByRole('button', { name: 'Feedback' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    const corner = screen.getByRole('complementary', { name: 'Feedback' });
    expect(corner.className).toContain('fb-widget--bottom-right');
    expect(corner.className).toContain('fb-widget--shadow');
    expect(corner.style.getPropertyValue('--fb-primary')).toBe('#6366F1');
    expect(corner.style.getPropertyValue('--fb-radius')).toBe('12px');
  });

  it('takes its position, delay, colour, radius and shadow from its props', async () => {
    await renderWidget({ position: 'top-right', delay: 1000, primaryColor: '#0f766e', borderRadius: 4, shadow: false });
    act(() => vi.advanceTimersByTime(1000));
    const corner = screen.getByRole('complementary', { name: 'Feedback' });
    expect(corner.className).toContain('fb-widget--top-right');
    expect(corner.className).not.toContain('fb-widget--shadow');
    expect(corner.style.getPropertyValue('--fb-primary')).toBe('#0f766e');
    expect(corner.style.getPropertyValue('--fb-radius')).toBe('4px');
  });

  it('shows no button at all with the contextual trigger', async () => {
    await renderWidget({ trigger: 'contextual' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('button', { name: 'Feedback' })).toBeNull();
  });
});
