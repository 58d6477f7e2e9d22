import type { FoodEntry, FoodMeal, FoodSummary, LastServing, SavedMeal } from "@app/shared/food";
import { volumeUnitFor } from "@app/shared/drinks";
import { memo, useCallback, useRef, useState, type RefObject } from "react";
import { UpgradePrompt } from "@/features/billing/components/upgrade-prompt";
import { useSubscription } from "@/features/billing/hooks/use-subscription";
import { useActiveFastQuery, useEndFastMutation } from "@/features/fasting/api/fasting-queries";
import { useDrinksDay } from "@/features/food/api/drinks-queries";
import { useFoodDay } from "@/features/food/api/food-queries";
import { DailyTotalsCard } from "@/features/food/components/daily-totals-card";
import { CustomFoodDialog } from "@/features/food/components/custom-food-dialog";
import { DayLogCard } from "@/features/food/components/day-log-card";
import { DayNavigator } from "@/features/food/components/day-navigator";
import { DaySummaryBar } from "@/features/food/components/day-summary-bar";
import { DayTimelineCard } from "@/features/food/components/day-timeline-card";
import { DrinksCard, volumeText } from "@/features/food/components/drinks-card";
import { FoodSearch } from "@/features/food/components/food-search";
import { NutritionInsightsCard, type InsightsAccess } from "@/features/food/components/insights/nutrition-insights-card";
import { LogFoodDialog } from "@/features/food/components/log-food-dialog";
import { LogGroupDialog, type LogGroup } from "@/features/food/components/log-group-dialog";
import { SaveMealDialog } from "@/features/food/components/save-meal-dialog";
import { MealDialog } from "@/features/food/components/meal-dialog";
import type { GroupItemDraft, LogTarget } from "@/features/food/log-form";
import {
  useCopyPreviousDay,
  useDayMealTime,
  useDeleteEntryWithUndo,
  useDeleteMealWithUndo,
  useLogSavedMealNow,
} from "@/features/food/hooks/use-log-actions";
import { useShownDay } from "@/features/food/hooks/use-shown-day";
import { useUnits } from "@/features/progress/api/progress-queries";
import { todayLocal, userTimeZone } from "@/lib/local-day";
import { pageTitle, usePageMeta } from "@/lib/page-meta";

/**
 * The food log. The page itself reads nothing: each part below reads what it shows (the same query
 * is one request) and is memoised, so a response re-renders only the parts that show it. As the
 * page loads, a dozen responses arrive one after another, and TanStack Query renders each at once,
 * in one task: when the page read them all, every response re-rendered the whole log and
 * blocked the page.
 */
export function FoodPage() {
  usePageMeta({
    title: pageTitle("Food Log"),
    description:
      "Your CarniTrack food log: search USDA foods, log what you eat, and see your daily totals, fat:protein ratio and nutrition insights.",
  });
  const [date, setDate] = useShownDay();
  const [tz] = useState(userTimeZone);
  const [editedMeal, setEditedMeal] = useState<FoodMeal | null>(null);
  const [target, setTarget] = useState<LogTarget | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  // The custom-food dialog's starting name; null: closed.
  const [newFoodName, setNewFoodName] = useState<string | null>(null);
  const [group, setGroup] = useState<LogGroup | null>(null);
  const [savingMeal, setSavingMeal] = useState<FoodEntry[] | null>(null);
  const addFood = useCallback((food: FoodSummary, last?: LastServing) => setTarget({ mode: "add", food, last }), []);
  const addGroup = useCallback((items: GroupItemDraft[]) => setGroup({ items }), []);
  const openMeal = useCallback(
    (meal: SavedMeal) =>
      setGroup({
        meal,
        items: meal.items.map((item) => ({ food: item.food, saved: { amount: item.amount, unit: item.unit, weighed: item.weighed } })),
      }),
    [],
  );
  const closeGroupDialog = useCallback(() => setGroup(null), []);
  const closeSaveMealDialog = useCallback(() => setSavingMeal(null), []);
  const editEntry = useCallback((entry: FoodEntry) => setTarget({ mode: "edit", entry }), []);
  const closeLogDialog = useCallback(() => setTarget(null), []);
  const closeMealDialog = useCallback(() => setEditedMeal(null), []);
  const closeCustomFoodDialog = useCallback(() => setNewFoodName(null), []);

  return (
    // minmax(0, 1fr) columns: a grid's auto column grows to its widest child's min-content, past the page's padding on a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:flex sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Food Log</h1>
          <p className="mt-2 text-muted-foreground">What you ate, with its calories, protein and fat.</p>
        </div>
        <DayNavigator date={date} onChange={setDate} className="sm:w-96" />
      </div>

      {/* Phones: the day's figures stay under the header while search and the list scroll; wide
          screens have the totals beside the log. */}
      <SummaryBar date={date} tz={tz} />

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <SearchCard
            date={date}
            tz={tz}
            inputRef={searchInput}
            onChoose={addFood}
            onAddGroup={addGroup}
            onOpenMeal={openMeal}
            onCreateFood={setNewFoodName}
          />
          <LogCard date={date} tz={tz} onEdit={editEntry} onEditMeal={setEditedMeal} onSaveAsMeal={setSavingMeal} />
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:sticky lg:top-24">
          <Totals date={date} tz={tz} />
          <Drinks date={date} tz={tz} />
          <Timeline date={date} tz={tz} />
        </div>
      </div>

      <Insights date={date} tz={tz} />

      <MealDialog meal={editedMeal} onClose={closeMealDialog} />
      <CustomFoodDialog
        initialName={newFoodName}
        onClose={closeCustomFoodDialog}
        // A food is created to be eaten: its log dialog opens at once.
        onCreated={addFood}
      />
      <LogDialog target={target} onClose={closeLogDialog} date={date} tz={tz} searchInput={searchInput} />
      <GroupDialog group={group} onClose={closeGroupDialog} date={date} tz={tz} searchInput={searchInput} />
      <SaveMealDialog entries={savingMeal} onClose={closeSaveMealDialog} />
    </div>
  );
}

interface DayProps {
  date: string;
  tz: string;
}

const SummaryBar = memo(function SummaryBar({ date, tz }: DayProps) {
  const day = useFoodDay(date, tz);
  const drinks = useDrinksDay(date, tz);
  const volumeUnit = useVolumeUnit();
  return (
    <DaySummaryBar
      totals={day.data?.totals}
      water={drinks.data && volumeUnit && volumeText(drinks.data.totals.waterMl, volumeUnit)}
      totalsId="daily-totals"
      className="sticky top-16 z-30 -my-4 lg:hidden"
    />
  );
});

/** The search box, which logs a saved meal in one tap at the shown day's meal time. */
const SearchCard = memo(function SearchCard({ date, tz, ...props }: DayProps & Omit<Parameters<typeof FoodSearch>[0], "onLogMeal">) {
  const logMealNow = useLogSavedMealNow(date, tz);
  return <FoodSearch {...props} onLogMeal={logMealNow} />;
});

interface LogCardProps extends DayProps {
  onEdit: (entry: FoodEntry) => void;
  onEditMeal: (meal: FoodMeal) => void;
  onSaveAsMeal: (entries: FoodEntry[]) => void;
}

const LogCard = memo(function LogCard({ date, tz, onEdit, onEditMeal, onSaveAsMeal }: LogCardProps) {
  const day = useFoodDay(date, tz);
  const deleteEntry = useDeleteEntryWithUndo();
  const deleteMeal = useDeleteMealWithUndo();
  const { copyPreviousDay, isPending: isCopying } = useCopyPreviousDay(date, tz);
  return (
    <DayLogCard
      day={day.data}
      isLoading={day.isPending}
      isError={day.isError}
      onRetry={() => void day.refetch()}
      onEdit={onEdit}
      onDelete={deleteEntry}
      onEditMeal={onEditMeal}
      onDeleteMeal={deleteMeal}
      onCopyPreviousDay={copyPreviousDay}
      isCopying={isCopying}
      onSaveAsMeal={onSaveAsMeal}
    />
  );
});

const Totals = memo(function Totals({ date, tz }: DayProps) {
  return <DailyTotalsCard id="daily-totals" totals={useFoodDay(date, tz).data?.totals} />;
});

const Drinks = memo(function Drinks({ date, tz }: DayProps) {
  const active = useActiveFastQuery().data ?? null;
  return <DrinksCard date={date} tz={tz} unit={useVolumeUnit()} fasting={Boolean(active) && date === todayLocal()} />;
});

const Timeline = memo(function Timeline({ date, tz }: DayProps) {
  return <DayTimelineCard day={useFoodDay(date, tz).data} />;
});

const Insights = memo(function Insights({ date, tz }: DayProps) {
  const { subscribed, loading } = useSubscription();
  const access: InsightsAccess = subscribed ? "premium" : loading ? "checking" : "preview";
  return (
    <NutritionInsightsCard
      date={date}
      tz={tz}
      access={access}
      upgradePrompt={
        <UpgradePrompt
          title="See what your day gave you"
          text="Premium shows your protein against its target, every vitamin and mineral, 7- and 30-day trends, and warnings when liver passes the vitamin A or copper limit."
        />
      }
    />
  );
});

interface LogDialogProps extends DayProps {
  target: LogTarget | null;
  onClose: () => void;
  searchInput: RefObject<HTMLInputElement | null>;
}

const LogDialog = memo(function LogDialog({ target, onClose, date, tz, searchInput }: LogDialogProps) {
  const dayMealTime = useDayMealTime(date, tz);
  const active = useActiveFastQuery().data ?? null;
  // Fasting's own end mutation: the food log's dialog ends a fast at a meal's time with it.
  const endFast = useEndFastMutation();
  return (
    <LogFoodDialog
      target={target}
      onClose={onClose}
      // The next food is searched for: the focus is ready in the box.
      focusAfterAdd={() => searchInput.current?.focus()}
      date={date}
      dayMealTime={dayMealTime}
      activeFast={active}
      onEndFast={endFast.mutateAsync}
    />
  );
});

const GroupDialog = memo(function GroupDialog({
  group,
  onClose,
  date,
  tz,
  searchInput,
}: DayProps & { group: LogGroup | null; onClose: () => void; searchInput: RefObject<HTMLInputElement | null> }) {
  return (
    <LogGroupDialog
      group={group}
      onClose={onClose}
      date={date}
      dayMealTime={useDayMealTime(date, tz)}
      focusAfterAdd={() => searchInput.current?.focus()}
    />
  );
});

/** The unit drinks are shown in, from the user's weight unit; undefined until known. */
function useVolumeUnit() {
  const weightUnit = useUnits().data?.weightUnit;
  return weightUnit && volumeUnitFor(weightUnit);
}
