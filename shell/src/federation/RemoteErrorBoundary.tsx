import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void) => ReactNode;
  resetKey?: string;
  /** Told when the remote throws while rendering (the load reports of monitoring/remote-health.ts). */
  onError?: () => void;
  children: ReactNode;
}

/** Catches what a remote throws while rendering, so one broken remote never takes the page down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; resetKey?: string }> {
  override state: { failed: boolean; resetKey?: string } = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey?: string }) {
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote failed while rendering', error, info.componentStack);
    this.props.onError?.();
  }

  private readonly reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
