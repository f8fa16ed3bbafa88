import { Component, type ReactNode } from 'react';
import { RouteErrorView } from './RouteErrorView';

interface RouteErrorBoundaryProps {
  /** The path on view: when it changes, a caught error is forgotten and the new screen renders. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  /** Boxed, because a screen may throw anything, even undefined. */
  failure: { error: unknown } | null;
  key: string;
}

/**
 * Catches what a screen throws while rendering (a chunk that cannot load, a bug) and shows the error view in its
 * place, inside the layout, so the header with crisis help stays. Going to another path shows that screen again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  constructor(props: RouteErrorBoundaryProps) {
    super(props);
    this.state = { failure: null, key: props.resetKey };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { failure: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failure ? <RouteErrorView error={this.state.failure.error} /> : this.props.children;
  }
}
