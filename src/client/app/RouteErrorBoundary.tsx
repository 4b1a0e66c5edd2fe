import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface State {
  failed: boolean;
}

/** Catches a page that fails to render or to download; the layout re-keys it per page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
