import { Component, type ReactNode } from 'react';
import { retryFailedPages } from './page-loader';
import { RouteError } from './route-error';

interface Props {
  /** The page's URL: a new one clears the error, so the visitor can navigate away from it. */
  url: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  url: string;
}

/**
 * Catches a page that fails to load or render, inside the layout (header and footer stay).
 * React offers error boundaries as classes only.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, url: this.props.url };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.url === state.url ? null : { error: null, url: props.url };
  }

  componentDidCatch() {
    retryFailedPages();
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
