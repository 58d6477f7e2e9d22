import { RefreshCw } from "lucide-react";
import { Button } from "./button";
import { Spinner } from "./spinner";
import { cn } from "@/lib/cn";

interface LoadErrorProps {
  what: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** "We couldn't load your photos." with "Try again": a read that failed, said once the same way everywhere. */
export function LoadError({ what, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <div className={cn("grid justify-items-start gap-3", className)}>
      <p className="text-sm text-muted-foreground">We couldn't load {what}.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
