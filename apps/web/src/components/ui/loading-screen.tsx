import { Spinner } from "./spinner";

/** Full-page placeholder while the session (or a route chunk) loads. The text is part of the spec. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-muted-foreground">
      <Spinner afterAWait className="size-6 text-primary" />
      <p className="text-sm font-medium">Loading...</p>
    </div>
  );
}
