// What the API-Sports adapter's test files share: an adapter over the fake provider on the test's clock, a
// subscribed socket, and the budget checks against the fake's request log.
import { expect } from 'vitest';
import { type ApiSports, createApiSports } from '../../server/providers/feed/api-sports';
import type { FakeApiSports } from './fake-api-sports';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
} from './realtime-support';

export const KEY = 'test-key-0123456789';
export const MIN = 60_000;
export const DAY = 24 * 60 * MIN;
/** The recorded football match's kick-off: Arsenal v Chelsea, 2026-11-28 15:00 UTC. */
export const KO = 1_795_878_000_000;
/** The recorded NBA game's tip-off: Lakers v Warriors, 2026-11-28 21:00 UTC. */
export const TIP = 1_795_899_600_000;

export interface AdapterWorld {
  app: () => RealtimeApp;
  fake: () => FakeApiSports;
  clock: () => number;
  /** Adapters made, stopped after each test. */
  providers: ApiSports[];
  /** Sockets opened, closed after each test. */
  sockets: Client[];
}

/** An adapter on the free plan's per-minute limit, driven by the test (tick() after each move of the clock). */
export function adapterIn(
  world: AdapterWorld,
  leagues: { football: number[]; basketball: number[] },
  perDay = 100,
) {
  const provider = createApiSports({
    key: KEY,
    baseUrls: world.fake().baseUrls,
    perMinute: 10,
    perDay,
    livePollMs: 2 * MIN,
    leagues,
    daysAhead: 0,
    db: world.app().app.ctx.db,
    clock: world.clock,
    tickMs: 3_600_000,
  });
  world.providers.push(provider);
  return provider;
}

export async function subscribedIn(world: AdapterWorld, ...names: string[]) {
  const socket = await connectClient(world.app().url);
  world.sockets.push(socket);
  for (const channel of names) {
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
  }
  return recordEvents(socket);
}

/** The most requests the fake saw in any 60 s. */
export function worstMinute(times: number[]) {
  let worst = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while (times[hi]! - times[lo]! >= MIN) lo++;
    worst = Math.max(worst, hi - lo + 1);
  }
  return worst;
}

/** The requests of the fake's log from `from` kept the plan's limits, and the adapter counted each of today's. */
export function expectWithinBudget(
  fake: FakeApiSports,
  from: number,
  provider: ApiSports,
  perDay: number,
  now: number,
) {
  const mine = fake.log.slice(from);
  expect(mine.every((r) => r.status === 200)).toBe(true);
  expect(worstMinute(mine.map((r) => r.at))).toBeLessThanOrEqual(10);
  expect(mine.length).toBeLessThanOrEqual(perDay);
  expect(provider.budget.spentToday()).toBeGreaterThanOrEqual(
    mine.filter((r) => r.at >= Math.floor(now / DAY) * DAY).length,
  );
}

/** The match centre's call as a page asks it (through the gateway), answered 200. */
export async function centreOf(app: RealtimeApp, path: string) {
  const body = (await app.app.inject({ url: `/gw${path}` })).json();
  expect(body.code).toBe(200);
  return body.data;
}
