import { Component, type ErrorInfo, type ReactNode } from "react";
import { LogoMark } from "@/components/logo";
import { Button } from "@/components/ui/button";

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a shown error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Last-resort screen for a render error or a failed chunk load (e.g. after a deploy). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Unhandled render error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { error } = this.state;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-6 py-16 text-center">
        <title>Something went wrong · CarniTrack</title>
        <LogoMark className="size-12" />
        <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          An unexpected error stopped this page from loading. Your data is safe. Please try again.
        </p>
        {message && (
          <details className="w-full rounded-lg border border-border bg-surface p-3 text-left text-sm">
            <summary className="cursor-pointer font-medium">Error details</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-words text-xs text-muted-foreground">
              {message}
            </pre>
          </details>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => this.setState({ error: null })}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      </main>
    );
  }
}
