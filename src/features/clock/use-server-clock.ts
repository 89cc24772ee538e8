// The server's clock in the browser: measure the offset from /live/time, then tick locally each second.
import { useEffect, useState } from 'react';
import { getServerTime } from '../../api/live';

/** Re-measure no more often than this; between measurements the local clock carries the offset. */
export const RESYNC_MS = 60_000;

export type ServerClock =
  | { status: 'syncing' }
  /** offset: server minus local clock, in ms. */
  | { status: 'synced'; now: number; offset: number }
  /** Never reached the server: the local clock is shown instead. */
  | { status: 'failed'; now: number };

/** Server minus local time, taking the server's stamp as made halfway through the round trip. */
async function measureOffset(): Promise<number | null> {
  const sent = Date.now();
  const answer = await getServerTime();
  const received = Date.now();
  return answer.success ? answer.data.now - (sent + received) / 2 : null;
}

export function useServerClock(): ServerClock {
  const [clock, setClock] = useState<ServerClock>({ status: 'syncing' });

  useEffect(() => {
    let offset: number | null = null;
    let measured = false;
    let stopped = false;
    let tickTimer: ReturnType<typeof setTimeout> | undefined;

    const tick = () => {
      if (stopped || !measured) return;
      const now = Date.now() + (offset ?? 0);
      setClock(offset === null ? { status: 'failed', now } : { status: 'synced', now, offset });
      // Land on the server's second boundary so the display turns with the real second.
      tickTimer = setTimeout(tick, 1000 - (now % 1000) + 5);
    };

    const sync = async () => {
      const next = await measureOffset();
      if (stopped) return;
      // A failed re-sync keeps the last good offset rather than jumping to the local clock.
      if (next !== null || offset === null) offset = next;
      const first = !measured;
      measured = true;
      if (first) tick();
    };

    void sync();
    const syncTimer = setInterval(() => void sync(), RESYNC_MS);
    return () => {
      stopped = true;
      clearInterval(syncTimer);
      clearTimeout(tickTimer);
    };
  }, []);

  return clock;
}
