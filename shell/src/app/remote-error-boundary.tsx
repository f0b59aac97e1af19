import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void) => ReactNode;
  onReset: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches what a remote throws while rendering, so one broken area never blanks the host. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] erreur dans un espace distant', error, info.componentStack);
  }

  private reset = () => {
    this.setState({ failed: false });
    this.props.onReset();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
