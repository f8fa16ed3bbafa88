import { Component, Suspense, type ReactNode } from 'react';
import { Plain } from '@/lib/plain-language';

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

/**
 * Settings that belong to other features but sit beside the accessibility ones (the app passes the 'Share anonymous
 * usage events' switch), loaded on their own: one that fails leaves the rest of the panel working.
 */
export function ExtraSettings({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
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
          {children}
        </Suspense>
      </SlotBoundary>
    </section>
  );
}
