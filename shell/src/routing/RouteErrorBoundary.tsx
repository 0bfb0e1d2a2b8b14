import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';

/** A route-level failure shows the 404 page of spec §2; navigating away resets it. */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <NotFoundPage /> : this.props.children;
  }
}
