import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/**
 * For a user who has never fasted: what to do first, pointing at "Start Your Fast" below (whose
 * spec texts stay as they are). A new account is welcomed to its first fast; an older one (say, a
 * food-log user) is simply offered one.
 */
export function FirstFastInvite({ newcomer, plan, onChoose }: { newcomer: boolean; plan: string | null; onChoose: () => void }) {
  return (
    <Card as="section" aria-labelledby="first-fast-title" className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
      >
        <Sparkles className="size-6" />
      </span>
      <div className="grid gap-1">
        <h2 id="first-fast-title" className="text-lg font-bold tracking-tight">
          {newcomer ? "Your first fast starts here" : "Ready to try a fast?"}
        </h2>
        <p className="text-sm text-muted-foreground">
          {plan ? `Your usual plan, ${plan}, is ready in Start Your Fast.` : "Pick a plan in Start Your Fast."} The timer starts right away
          and you can end it at any time.
        </p>
      </div>
      <Button className="sm:ml-auto" onClick={onChoose}>
        {newcomer ? "Choose your first fast" : "Choose a fast"}
      </Button>
    </Card>
  );
}
