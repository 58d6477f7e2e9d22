import { RefreshCw, TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { FallbackScreen } from "@/components/fallback-screen";
import { Button } from "@/components/ui/button";
import { retryFailedRoutes } from "@/lib/lazy-route";

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a shown error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * "Something went wrong" (spec section 2): last-resort screen for a render error or a page chunk
 * that failed to load. Try Again renders the page again (lazy pages re-import, see lazyRoute).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    retryFailedRoutes(); // idempotent, so safe in a render-phase method
    return { error: null, resetKey: props.resetKey };
  }

  private readonly tryAgain = () => {
    retryFailedRoutes();
    this.setState({ error: null });
  };

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Unhandled render error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <FallbackScreen
        icon={TriangleAlert}
        title="Something went wrong"
        text="An unexpected error stopped this page from loading. Your data is safe. Please try again."
        details={messageOf(this.state.error)}
        actions={
          <>
            <Button size="lg" onClick={this.tryAgain}>
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
            <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
          </>
        }
      />
    );
  }
}
