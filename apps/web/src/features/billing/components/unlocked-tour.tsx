import { PLAN_FEATURES } from "@app/shared/billing";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { WELCOME_DESCRIPTION, WELCOME_TITLE } from "../messages";

/**
 * After a purchase: what Premium unlocked, area by area (PLAN_FEATURES), each with a link there.
 * Following a link closes the tour.
 */
export function UnlockedTour({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* On a phone the list is taller than the screen: it scrolls between the title and the
          button, so "Start exploring" is always in view, never cut off at the bottom. */}
      <DialogContent className="max-w-lg grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden">
        <DialogHeader title={WELCOME_TITLE} description={`${WELCOME_DESCRIPTION} Here's what you've unlocked:`} />
        <ul className="-mx-1 grid min-h-0 gap-3 overflow-y-auto px-1 py-0.5" aria-label="Unlocked with Premium">
          {PLAN_FEATURES.map(({ area, path, premium }) => (
            <li key={area} className="rounded-lg border border-border bg-card p-3">
              <Link
                to={path}
                onClick={() => onOpenChange(false)}
                className="group inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {area}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                />
              </Link>
              <ul className="mt-1 grid gap-1 text-sm text-muted-foreground">
                {premium.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Start exploring</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
