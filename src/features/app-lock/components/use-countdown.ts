import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (ms since 1970), ticking each second; 0 once passed or when there is none. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, until - now);
}
