import { useEffect, useState } from "react";

/** Whole seconds until `until` (an ISO time), ticking each second; 0 once it has passed. */
export function useSecondsLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  const end = Date.parse(until);
  useEffect(() => {
    if (end <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [end]);
  return Math.max(0, Math.ceil((end - now) / 1000));
}
