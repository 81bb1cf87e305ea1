import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the SMS resend wait, SPEC §4). Counts from an end time rather than by ticks,
 * so a throttled background tab still shows the right number when it comes back.
 */
export function useCountdown(): { seconds: number; running: boolean; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((total: number) => {
    setSeconds(total);
    setEndsAt(Date.now() + total * 1000);
  }, []);

  return { seconds, running: seconds > 0, start };
}
