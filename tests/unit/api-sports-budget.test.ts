// The request budget and the poller on a fake clock: the plan's per-minute and per-day limits are never
// exceeded, live matches are polled more often than the rest, and a 429 or 5xx backs off.
import { describe, expect, it } from 'vitest';
import { RequestBudget } from '../../server/providers/feed/api-sports/budget';
import { ApiSportsError } from '../../server/providers/feed/api-sports/errors';
import { Poller, PRIORITY } from '../../server/providers/feed/api-sports/poller';

const MIN = 60_000;
const DAY = 86_400_000;
/** 2026-11-27 00:00 UTC. */
const MIDNIGHT = Date.UTC(2026, 10, 27);

function fakeClock(start = MIDNIGHT) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

/** The most requests seen in any 60 s window. */
function worstMinute(times: number[]) {
  let worst = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while (times[hi]! - times[lo]! >= MIN) lo++;
    worst = Math.max(worst, hi - lo + 1);
  }
  return worst;
}

describe('RequestBudget', () => {
  it('allows perMinute in any 60 s, then says how long to wait', () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perMinute: 10, perDay: 100, now: clock.now });
    for (let i = 0; i < 10; i++) {
      expect(budget.take()).toBe(true);
      clock.advance(1000);
    }
    expect(budget.take()).toBe(false);
    // The first request was at +0 s; it leaves the window at +60 s, and now is +10 s.
    expect(budget.waitMs()).toBe(50_000);
    clock.advance(49_999);
    expect(budget.take()).toBe(false);
    clock.advance(1);
    expect(budget.take()).toBe(true);
  });

  it('allows perDay per UTC day and starts again at midnight', () => {
    const clock = fakeClock(MIDNIGHT + 20 * 3_600_000);
    const budget = new RequestBudget({ perMinute: 1000, perDay: 100, now: clock.now });
    let granted = 0;
    for (let i = 0; i < 500; i++) if (budget.take()) granted++;
    expect(granted).toBe(100);
    expect(budget.leftToday()).toBe(0);
    expect(budget.waitMs()).toBe(4 * 3_600_000);
    clock.advance(4 * 3_600_000);
    expect(budget.take()).toBe(true);
    expect(budget.spentToday()).toBe(1);
  });

  it('never spends past what the provider says is left today, nor past a restored count', () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perMinute: 100, perDay: 100, now: clock.now });
    budget.restore(95);
    expect(budget.leftToday()).toBe(5);
    budget.providerRemaining(2);
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });
});

describe('Poller', () => {
  it('over a whole day, never exceeds the budget and polls live matches more often than the rest', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perMinute: 10, perDay: 100, now: clock.now });
    const poller = new Poller(budget, { now: clock.now });
    const made: { at: number; key: string }[] = [];
    const task = (key: string) => async () => {
      made.push({ at: clock.now(), key });
    };
    poller.schedule('live', clock.now(), PRIORITY.live, task('live'), MIN);
    poller.schedule('fixtures', clock.now(), PRIORITY.fixtures, task('fixtures'), 30 * MIN);
    poller.schedule('standings', clock.now(), PRIORITY.slow, task('standings'), 6 * 3_600_000);
    for (let t = 0; t < DAY; t += 1000) {
      await poller.step();
      clock.advance(1000);
    }
    const times = made.map((m) => m.at);
    expect(made.length).toBe(100);
    expect(worstMinute(times)).toBeLessThanOrEqual(10);
    const count = (key: string) => made.filter((m) => m.key === key).length;
    expect(count('live')).toBeGreaterThan(count('fixtures'));
    expect(count('fixtures')).toBeGreaterThan(0);
    expect(count('standings')).toBeGreaterThan(0);
  });

  it('spreads work that can wait over the day instead of spending the budget at once', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perMinute: 10, perDay: 100, now: clock.now });
    const poller = new Poller(budget, { now: clock.now });
    const made: number[] = [];
    poller.schedule(
      'fixtures',
      clock.now(),
      PRIORITY.fixtures,
      async () => {
        made.push(clock.now());
      },
      MIN,
    );
    for (let t = 0; t < DAY; t += 1000) {
      await poller.step();
      clock.advance(1000);
    }
    // A head start of 10, then about one request per 1/100 of the day.
    const byHour = (h: number) => made.filter((at) => at < MIDNIGHT + h * 3_600_000).length;
    expect(byHour(1)).toBeLessThanOrEqual(15);
    expect(byHour(12)).toBeLessThanOrEqual(61);
    expect(byHour(12)).toBeGreaterThanOrEqual(50);
    expect(made.length).toBe(100);
    expect(worstMinute(made)).toBeLessThanOrEqual(10);
  });

  it('with a burst of work, makes at most perMinute requests a minute, the most urgent first', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perMinute: 10, perDay: 7500, now: clock.now });
    const poller = new Poller(budget, { now: clock.now });
    const order: string[] = [];
    for (let i = 0; i < 30; i++) {
      poller.schedule(`odds:${i}`, clock.now(), PRIORITY.events, async () => {
        order.push(`odds:${i}`);
      });
    }
    poller.schedule('live', clock.now(), PRIORITY.live, async () => {
      order.push('live');
    });
    expect(await poller.step()).toBe(10);
    expect(order[0]).toBe('live');
    clock.advance(59_000);
    expect(await poller.step()).toBe(0);
    clock.advance(1000);
    expect(await poller.step()).toBe(10);
  });

  it('backs off on 429 and 5xx, doubling, honouring Retry-After, and resets after a success', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perMinute: 100, perDay: 10_000, now: clock.now });
    const poller = new Poller(budget, { now: clock.now, backoffBaseMs: 10_000 });
    const answers = [
      new ApiSportsError('server', '502', 502),
      new ApiSportsError('rate', '429', 429),
      new ApiSportsError('rate', '429', 429, 120_000),
      null,
    ];
    const tries: number[] = [];
    poller.schedule(
      'live',
      clock.now(),
      PRIORITY.live,
      async () => {
        tries.push(clock.now() - MIDNIGHT);
        const answer = answers.shift();
        if (answer) throw answer;
      },
      MIN,
    );
    for (let t = 0; t < 10 * MIN; t += 1000) {
      await poller.step();
      clock.advance(1000);
    }
    // 502 at 0 → 10 s pause; 429 at 10 s → 20 s; 429 with Retry-After 120 s at 30 s → 120 s; success at 150 s,
    // then every minute.
    expect(tries.slice(0, 6)).toEqual([0, 10_000, 30_000, 150_000, 210_000, 270_000]);
  });

  it('pauses for long when the key is refused, and drops a request the provider refuses', async () => {
    const clock = fakeClock();
    const budget = new RequestBudget({ perMinute: 100, perDay: 10_000, now: clock.now });
    const poller = new Poller(budget, { now: clock.now, authPauseMs: 30 * MIN });
    let bad = 0;
    poller.schedule('bad', clock.now(), PRIORITY.slow, async () => {
      bad++;
      throw new ApiSportsError('request', 'bad parameter', 200);
    });
    await poller.step();
    expect(bad).toBe(1);
    expect(poller.has('bad')).toBe(false);

    poller.schedule('live', clock.now(), PRIORITY.live, async () => {
      throw new ApiSportsError('auth', 'Error/Missing application key', 401);
    });
    await poller.step();
    expect(poller.pausedTill).toBe(clock.now() + 30 * MIN);
    clock.advance(29 * MIN);
    expect(await poller.step()).toBe(0);
  });
});
