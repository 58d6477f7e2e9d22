import { Square } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

interface EndFastButtonProps {
  /** At 100% the fast ends at once; below it we ask first. */
  completed: boolean;
  elapsed: string;
  targetHours: number;
  isEnding: boolean;
  onEnd: () => void;
  className?: string;
}

/** "End Fast", with a confirmation when the target has not been reached yet. */
export function EndFastButton({ completed, elapsed, targetHours, isEnding, onEnd, className }: EndFastButtonProps) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      size="lg"
      variant={completed ? "default" : "outline"}
      className={cn("w-full sm:w-auto", className)}
      disabled={isEnding}
      onClick={completed ? onEnd : undefined}
    >
      {isEnding ? <Spinner /> : <Square aria-hidden="true" className="fill-current" />}
      End Fast
    </Button>
  );
  if (completed) return button;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={button}
      title="End your fast early?"
      description={
        <>
          You've fasted for <strong className="font-semibold text-foreground tabular-nums">{elapsed}</strong> of your {targetHours}-hour
          target. If you end now, this fast is saved to your history as it is.
        </>
      }
      cancelLabel="Keep Fasting"
      confirmLabel="End Fast"
      onConfirm={() => {
        onEnd();
        setOpen(false);
      }}
    />
  );
}
