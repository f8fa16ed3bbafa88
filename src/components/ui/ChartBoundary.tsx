import { Component, type ReactNode } from 'react';

/**
 * A chart that cannot load (its chunk failed offline, say) leaves the words and the table, which carry the same
 * figures: the boundary says so instead of letting the error reach the page.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="chart-failed">The chart could not be shown; the table has the same figures.</p> : this.props.children;
  }
}
