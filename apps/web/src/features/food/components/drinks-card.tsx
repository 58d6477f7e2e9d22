import { type Drink, DRINK_KINDS, DRINK_LABELS, QUICK_AMOUNTS, volumeIn, type DrinkKind, type VolumeUnit } from "@app/shared/drinks";
import { Droplet, Plus, Settings2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { Progress } from "@/components/ui/progress";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { deleteWithUndo } from "@/lib/delete-with-undo";
import { formatClock, formatNumber } from "@/lib/format";
import { defaultMealTime } from "@/lib/local-day";
import { reportFailure } from "@/lib/failed";
import { toast } from "@/lib/toast";
import { useDeleteDrinkMutation, useDrinksDay, useLogDrinkMutation } from "../api/drinks-queries";
import { DrinkSettingsDialog } from "./drink-settings-dialog";

/** The chips' short names; lists and toasts say the whole name (DRINK_LABELS). */
const CHIP_LABELS: Record<DrinkKind, string> = { water: "Water", coffee: "Coffee", tea: "Tea", electrolyte: "Electrolytes" };
/** The drinks shown before "Show all". */
const SHOWN = 4;

/** "250 ml", "8.5 fl oz": an amount in the user's unit. */
export function volumeText(ml: number, unit: VolumeUnit): string {
  return `${formatNumber(volumeIn(ml, unit))} ${unit}`;
}

function drinkText(drink: Pick<Drink, "kind" | "ml">, unit: VolumeUnit): string {
  return `${volumeText(drink.ml, unit)} ${DRINK_LABELS[drink.kind].toLowerCase()}`;
}

interface DrinksCardProps {
  /** The local day shown and logged into (today on the dashboard). */
  date: string;
  tz: string;
  /** ml, or fl oz for a user who weighs in pounds; undefined until known (no figure in the wrong unit meanwhile). */
  unit: VolumeUnit | undefined;
  /** A fast is running: say that these drinks don't break it. */
  fasting?: boolean;
  className?: string;
}

/**
 * "Drinks": the day's water against the user's target, each kind's own total, a tap to log water,
 * black coffee, tea or electrolyte water (none of them breaks a fast), and the day's drinks with
 * Remove and Undo. The water total is water and electrolyte water; coffee and tea are totalled
 * apart (decision 026).
 */
export function DrinksCard({ date, tz, unit: knownUnit, fasting = false, className }: DrinksCardProps) {
  const unit = knownUnit ?? "ml";
  const day = useDrinksDay(date, tz);
  const log = useLogDrinkMutation(date, tz);
  const remove = useDeleteDrinkMutation();
  const [kind, setKind] = useState<DrinkKind>("water");
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState(false);
  const [pendingMl, setPendingMl] = useState<number | null>(null);

  const add = async (ml: number) => {
    setPendingMl(ml);
    const body = { kind, ml, drunkAt: defaultMealTime(date).toISOString() };
    try {
      const drink = await log.mutateAsync(body);
      toast.success(`Added ${drinkText(drink, unit)}`, {
        description: drink.sodiumMg > 0 ? `${formatNumber(drink.sodiumMg, { digits: 0 })} mg sodium.` : undefined,
        action: { label: "Undo", onClick: () => void remove.mutateAsync(drink).catch(failedRemove) },
      });
    } catch (error) {
      reportFailure("Couldn't add this drink", error);
    } finally {
      setPendingMl(null);
    }
  };
  const failedRemove = (error: unknown) => reportFailure("Couldn't remove this drink", error);
  const removeDrink = (drink: Drink) =>
    void deleteWithUndo({
      remove: () => remove.mutateAsync(drink),
      restore: () => log.mutateAsync({ kind: drink.kind, ml: drink.ml, drunkAt: drink.drunkAt }),
      title: "Drink removed",
      failureTitle: "Couldn't remove this drink",
      restoreFailureTitle: "Couldn't restore the drink",
      description: drinkText(drink, unit),
    });

  const data = knownUnit ? day.data : undefined;
  const total = data?.totals.waterMl ?? 0;
  const target = data?.settings.waterTargetMl;
  const drinks = data ? [...data.drinks].reverse() : [];
  const shown = showAll ? drinks : drinks.slice(0, SHOWN);
  const kindTotals = data ? DRINK_KINDS.map((k) => ({ kind: k, ml: data.totals.byKind[k] })).filter(({ ml }) => ml > 0) : [];

  return (
    <Card as="section" aria-labelledby="drinks-title" className={className}>
      <CardHeader className="pb-3">
        <SectionHeading
          id="drinks-title"
          icon={<Droplet />}
          aside={
            <div className="ml-auto flex items-center gap-2">
              {!data && !day.isError && <Spinner className="text-primary" />}
              {data && (
                <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Water target and electrolyte mix">
                  <Settings2 aria-hidden="true" />
                  <span className="hidden sm:inline">Target</span>
                </Button>
              )}
            </div>
          }
        >
          Drinks
        </SectionHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        {day.isError && !data ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <span>We couldn&apos;t load your drinks.</span>
            <Button variant="outline" size="sm" onClick={() => void day.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            <p className="flex flex-wrap items-baseline gap-x-2 tabular-nums" data-testid="water-total">
              <span className="font-display text-2xl font-extrabold tracking-tight">{data ? volumeText(total, unit) : "–"}</span>{" "}
              {target !== undefined && <span className="text-sm text-muted-foreground">of {volumeText(target, unit)} water today</span>}
            </p>
            {target !== undefined && (
              <Progress
                value={(total / target) * 100}
                label="Water against your target"
                valueText={`${volumeText(total, unit)} of ${volumeText(target, unit)}`}
                met={total >= target}
                className="h-2"
              />
            )}
            {kindTotals.length > 0 && (
              <ul
                aria-label="Totals by drink"
                className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground"
                data-testid="drink-totals"
              >
                {kindTotals.map(({ kind: k, ml }) => (
                  <li key={k} className="whitespace-nowrap">
                    {DRINK_LABELS[k]} <span className="font-medium text-foreground tabular-nums">{volumeText(ml, unit)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {fasting && (
          <p className="text-sm text-muted-foreground">Water, black coffee, tea and electrolyte water don&apos;t break your fast.</p>
        )}

        <div role="group" aria-label="Drink" className="flex flex-wrap gap-2">
          {DRINK_KINDS.map((k) => (
            <Chip key={k} pressed={kind === k} onClick={() => setKind(k)}>
              {CHIP_LABELS[k]}
            </Chip>
          ))}
        </div>
        <div className="grid grid-cols-3 gap-2">
          {QUICK_AMOUNTS[unit].map(({ label, ml }) => (
            <Button
              key={label}
              variant="outline"
              className="h-auto flex-col gap-0 px-2 py-2"
              disabled={!data || log.isPending}
              aria-label={`Add ${label.toLowerCase()}, ${drinkText({ kind, ml }, unit)}`}
              onClick={() => void add(ml)}
            >
              <span className="flex items-center gap-1 font-semibold">
                {pendingMl === ml ? <Spinner /> : <Plus aria-hidden="true" />}
                {label}
              </span>
              <span className="text-xs font-normal text-muted-foreground tabular-nums">{volumeText(ml, unit)}</span>
            </Button>
          ))}
        </div>

        {drinks.length > 0 && (
          <div className="grid gap-1">
            <ul aria-label="Drinks this day" className="divide-y divide-border text-sm">
              {shown.map((drink) => (
                <li key={drink.id} className="flex items-center gap-3 py-1.5">
                  <span className="w-[4.5rem] shrink-0 whitespace-nowrap text-muted-foreground tabular-nums">
                    {formatClock(drink.drunkAt)}
                  </span>
                  <span className="min-w-0 flex-1">
                    {DRINK_LABELS[drink.kind]}
                    {drink.sodiumMg > 0 && (
                      <span className="text-muted-foreground tabular-nums"> · {formatNumber(drink.sodiumMg, { digits: 0 })} mg sodium</span>
                    )}
                  </span>
                  <span className="shrink-0 font-medium tabular-nums">{volumeText(drink.ml, unit)}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    aria-label={`Remove ${drinkText(drink, unit)} at ${formatClock(drink.drunkAt)}`}
                    onClick={() => removeDrink(drink)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            {drinks.length > SHOWN && (
              <Button variant="link" size="inline" className={cn("justify-self-start")} onClick={() => setShowAll((all) => !all)}>
                {showAll ? "Show fewer" : `Show all ${drinks.length}`}
              </Button>
            )}
          </div>
        )}
      </CardContent>
      {data && <DrinkSettingsDialog open={editing} onOpenChange={setEditing} settings={data.settings} unit={unit} />}
    </Card>
  );
}
