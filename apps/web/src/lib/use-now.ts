import { useEffect, useState } from "react";
import { serverNow } from "./server-clock";

/**
 * The time on the server's clock (right on a device whose clock is wrong), refreshed every
 * `intervalMs` (a running fast on the timeline grows with it).
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
