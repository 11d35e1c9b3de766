import { Component, type ReactNode } from 'react';
import { forgetFailedLoads } from './retryable-lazy';

interface Props {
  /** Replaces the part once it failed; `retry` renders it again, `failures` counts the failures. */
  fallback: (retry: () => void, failures: number) => ReactNode;
  /** A new value clears the failure: the part renders (and loads) again, as after `retry`. */
  resetOn?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  failures: number;
  resetOn: unknown;
}

/**
 * Keeps a part loaded on a press (the login dialog, 3D 查看) from taking the page down when its
 * chunk fails to arrive: without it the error went up past the layout and blanked the screen.
 * Its parts load through retryableLazy, so 重试 loads them again. A part's own render error is
 * caught the same way: said, with 重试, rather than a blank page. React offers error boundaries as
 * classes only.
 */
export class IslandBoundary extends Component<Props, State> {
  state: State = { failed: false, failures: 0, resetOn: this.props.resetOn };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetOn, state.resetOn)) return null;
    // Before the part renders again, or it would find its failed load.
    forgetFailedLoads();
    return { failed: false, resetOn: props.resetOn };
  }

  componentDidCatch() {
    this.setState((state) => ({ failures: state.failures + 1 }));
  }

  retry = () => {
    forgetFailedLoads();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed
      ? this.props.fallback(this.retry, this.state.failures)
      : this.props.children;
  }
}
