// hornArrivals: the recent list once per tab (only the last minutes', oldest first), pushes never missed while it loads.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { HORN_REPLAY_MS, type HornPush, hornArrivals } from './horn';

const horn = (id: number, at: number) => ({ id, at, userId: id, content: `h${id}` }) as HornPush;
const NOW = 10 * HORN_REPLAY_MS;

function setup(answers: Array<{ success: true; data: { list: HornPush[] } } | { success: false }>) {
  const pushes = new Subject<HornPush>();
  const loads: Array<(answer: (typeof answers)[number]) => void> = [];
  const arrivals = hornArrivals(
    pushes,
    () => new Promise((resolve) => loads.push(resolve)),
    () => NOW,
  );
  return { pushes, loads, arrivals, answers };
}

describe('hornArrivals', () => {
  it('passes a push that comes while the list loads, then the recent horns oldest first', async () => {
    const { pushes, loads, arrivals } = setup([]);
    const seen: number[][] = [];
    const sub = arrivals.subscribe((batch) => seen.push(batch.map((h) => h.id as number)));
    pushes.next(horn(9, NOW));
    const old = horn(1, NOW - HORN_REPLAY_MS - 1);
    loads[0]?.({ success: true, data: { list: [horn(3, NOW - 2), horn(2, NOW - 3), old] } });
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual([[9], [2, 3]]);
    sub.unsubscribe();
  });

  it('reads the list once after it answered, and again after a failure', async () => {
    const { loads, arrivals } = setup([]);
    arrivals.subscribe().unsubscribe();
    loads[0]?.({ success: false });
    await Promise.resolve();
    const again = arrivals.subscribe();
    expect(loads).toHaveLength(2);
    loads[1]?.({ success: true, data: { list: [] } });
    await Promise.resolve();
    await Promise.resolve();
    again.unsubscribe();
    arrivals.subscribe().unsubscribe();
    expect(loads).toHaveLength(2);
  });
});
