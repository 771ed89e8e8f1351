import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds: `start()` begins it, `remaining` is 0 once it has run out. Used
 * so that a one-time code is not resent at once (the gateway rate-limits codes per account).
 */
export function useCooldown(seconds: number): { remaining: number; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, [seconds]);
  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
}
