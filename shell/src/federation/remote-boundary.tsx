import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the site stays up. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.remote} pages failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}
