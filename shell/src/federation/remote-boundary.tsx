import { Component, type ErrorInfo, type ReactNode } from 'react';
import { chunkReloadAllowed, isCodeLoadFailure } from '../overlays/chunk-load-reload';
import { PageLoading } from './page-loading';
import { RemoteFallback, type RemoteFallbackProps } from './remote-fallback';

interface Props {
  remote: string;
  onRetry: () => void;
  /** How the fallback presents itself where the boundary sits (heading level, what failed). */
  fallback?: Omit<RemoteFallbackProps, 'onRetry'>;
  /**
   * Given for a page area: code that could not be fetched first reloads the page this way. A dialog's form goes
   * straight to the retry instead, as a reload would close the dialog the user opened.
   */
  reloadPage?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  reloading: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering; the rest of the site stays up. In a page area,
 * code that could not be fetched first reloads the page (at most once a minute, as a new deploy may have
 * replaced it); after that, and for code that threw, the fallback offers a retry.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false, reloading: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.remote} pages failed`, error, info.componentStack);
    const { reloadPage } = this.props;
    if (reloadPage && isCodeLoadFailure(error) && chunkReloadAllowed()) {
      this.setState({ reloading: true });
      reloadPage();
    }
  }

  override render(): ReactNode {
    if (this.state.reloading) return <PageLoading />;
    return this.state.failed ? <RemoteFallback {...this.props.fallback} onRetry={this.props.onRetry} /> : this.props.children;
  }
}
