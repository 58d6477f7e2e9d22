import { Component, type ReactNode } from "react";

/** Renders nothing instead of children that failed (e.g. the toaster's chunk could not load). */
export class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("An optional part of the page could not load", error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
