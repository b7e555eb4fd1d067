import { Component, type ReactNode } from 'react';

interface Props {
  /** Reports the error and returns the Error ID shown to the user. */
  report: (error: unknown) => string;
  /** Renders the fallback; `reset` clears the error and renders the children again. */
  fallback: (errorId: string, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  errorId: string;
}

/** Contains a render failure to its own region of the page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, errorId: '' };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ errorId: this.props.report(error) });
  }

  reset = (): void => this.setState({ failed: false, errorId: '' });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.errorId, this.reset) : this.props.children;
  }
}
