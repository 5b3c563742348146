import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback, type RemoteFallbackProps } from './remote-fallback';

interface Props {
  remote: string;
  onRetry: () => void;
  /** How the fallback presents itself where the boundary sits (heading level, what failed). */
  fallback?: Omit<RemoteFallbackProps, 'onRetry'>;
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
    return this.state.failed ? <RemoteFallback {...this.props.fallback} onRetry={this.props.onRetry} /> : this.props.children;
  }
}
