import { formatElapsed, TIMER_TICK_MS } from "@app/shared/fasting";
import { useEffect, useState } from "react";
import { serverNow } from "@/lib/server-clock";

/** Tab title while a fast runs, e.g. "12:03:44 · Fasting — CarniTrack". */
export function fastingTabTitle(elapsedMs: number): string {
  return `${formatElapsed(elapsedMs)} · Fasting — CarniTrack`;
}

/** A few ms past the second, so the tick lands after the displayed second has changed. */
const TICK_SLACK_MS = 15;

/**
 * The clock for a running fast. Elapsed time is always `serverNow() - start` (epoch ms), so it is
 * right across midnight, DST changes and sleep, never drifts, and is right on a device whose clock
 * is wrong (the server's clock, lib/server-clock.ts: the start is the server's time too). Ticks are aligned to the
 * fast's own seconds. While the tab is hidden the page stops re-rendering (only the tab title
 * keeps counting); when it is shown again it catches up at once.
 * On unmount the tab title goes back to what it was, unless another screen has set its own.
 */
export function useFastClock(startTime: string): number {
  const [now, setNow] = useState(serverNow);

  useEffect(() => {
    const startMs = Date.parse(startTime);
    const previousTitle = document.title;
    let writtenTitle = "";
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = () => {
      const t = serverNow();
      writtenTitle = fastingTabTitle(t - startMs);
      document.title = writtenTitle;
      if (document.visibilityState !== "hidden") setNow(t);
      const intoSecond = (((t - startMs) % TIMER_TICK_MS) + TIMER_TICK_MS) % TIMER_TICK_MS;
      timer = setTimeout(tick, TIMER_TICK_MS - intoSecond + TICK_SLACK_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      tick(); // catch up now rather than at the next (throttled) background tick
    };

    tick();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      if (document.title === writtenTitle) document.title = previousTitle;
    };
  }, [startTime]);

  return now;
}
