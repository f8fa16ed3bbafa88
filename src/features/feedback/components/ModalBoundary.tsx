import { Component, type ReactNode } from 'react';

/** Keeps a failure inside the feedback dialog from taking the page down: the dialog goes, the widget says so. */
export class ModalBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The feedback form failed', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
