import { Flame } from "lucide-react";
import { formatClock, formatDayAndClock } from "@/lib/format";

/** "You're fasting since …. End your fast at …, with this meal?" */
export function EndFastNotice({ since, endsAt }: { since: string; endsAt: Date }) {
  return (
    <div className="flex gap-3 rounded-lg border border-ember/30 bg-ember-soft/70 p-3 text-sm">
      <Flame aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ember-strong" />
      <p>
        <strong className="font-semibold">You're fasting</strong> since {formatDayAndClock(since)}. End your fast at {formatClock(endsAt)},
        with this meal?
      </p>
    </div>
  );
}
