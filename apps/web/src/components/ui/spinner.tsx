import { cn } from "@/lib/cn";

/**
 * Decorative spinner; pair it with visible or screen-reader text. `afterAWait`: it starts turning
 * only after a second, for a wait that is usually shorter (a page's loading screen; styles.css).
 */
export function Spinner({ className, afterAWait = false }: { className?: string; afterAWait?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-4 rounded-full border-2 border-current border-r-transparent",
        afterAWait ? "animate-spin-after-wait" : "animate-spin",
        className,
      )}
    />
  );
}
