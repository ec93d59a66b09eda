import { Component, type ErrorInfo, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  /** Rendered instead of the children after they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode
  children: ReactNode
}

interface State {
  failed: boolean
  error: unknown
}

/** Catches a render error below it so that the rest of the screen (navigation, app bar) keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // React already reports the error to the console in development; nothing else is sent anywhere.
  }

  reset = (): void => {
    this.setState({ failed: false, error: null })
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children
  }
}
