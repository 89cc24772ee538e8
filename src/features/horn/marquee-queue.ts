// The marquee's queue: horns play one at a time in the order they came, each once, and a page load replays
// only the last few minutes' (older horns are no longer news).
import type { HornPush } from '../../../streams/horn';

/** The replay window and its filter live with the stream that reads the recent list. */
export { HORN_REPLAY_MS, replayable } from '../../../streams/horn';
/** Past this many waiting, the oldest waiting are dropped so the marquee stays current. */
export const HORN_QUEUE_MAX = 20;

export interface Marquee {
  /** The horn scrolling now. */
  current: HornPush | null;
  waiting: HornPush[];
  /** Horns already queued or shown (the list and the push may both carry one). */
  seen: ReadonlySet<string>;
}

export const emptyMarquee: Marquee = { current: null, waiting: [], seen: new Set() };

/** One horn's identity: its id, or (older servers) who sent it when. */
const identity = (horn: HornPush) => (horn.id ? `#${horn.id}` : `${horn.userId}@${horn.at}`);

/** Horns arriving, oldest first: the new ones queue behind the waiting ones. */
export function arrive(marquee: Marquee, horns: readonly HornPush[]): Marquee {
  const seen = new Set(marquee.seen);
  const fresh = horns.filter((horn) => {
    const key = identity(horn);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (fresh.length === 0) return marquee;
  const queue = [...marquee.waiting, ...fresh];
  const current = marquee.current ?? queue.shift() ?? null;
  return { current, waiting: queue.slice(-HORN_QUEUE_MAX), seen };
}

/** The current horn has scrolled past: the next one starts. */
export function finish(marquee: Marquee): Marquee {
  const [next = null, ...rest] = marquee.waiting;
  return { ...marquee, current: next, waiting: rest };
}
