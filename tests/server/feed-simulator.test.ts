// The simulator through the real ingest: a new database fills with finished, live and upcoming matches; ticks
// push what happens; a restart catches up from the stored cursor without repeating anything.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { chinaDayStart } from '../../contract/format/china-day';
import { matchEvents, matches, odds, players } from '../../server/db/schema';
import { createSimulator } from '../../server/providers/feed/simulator';
import { startTestApp, type TestApp, testEngine } from './harness';

const T0 = chinaDayStart('2026-11-21') + 21 * 3_600_000; // a Saturday, 21:00 Beijing time
const MIN = 60_000;
let t: TestApp;
let now = T0;

const simulator = () =>
  createSimulator({ seed: 'test-seed', speed: 1, pastDays: 1, futureDays: 1, clock: () => now });

beforeAll(async () => {
  t = await startTestApp();
  const sim = simulator();
  await sim.start(t.app.ctx.ingest);
  await sim.stop();
}, 120_000);
afterAll(() => t.close());

const db = () => t.app.ctx.db;
const count = async (where: ReturnType<typeof and>) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(matches).where(where))[0]!.n;

describe(`simulator feed (${testEngine()})`, () => {
  it('fills a new database: finished matches yesterday, live ones now, upcoming ones tomorrow', async () => {
    const day = (d: string) =>
      and(
        gte(matches.kickoffAt, new Date(chinaDayStart(d))),
        lt(matches.kickoffAt, new Date(chinaDayStart(d) + 86_400_000)),
      );
    expect(await count(and(day('2026-11-20'), eq(matches.state, 8)))).toBeGreaterThan(20);
    expect(
      await count(and(eq(matches.sport, 'football'), sql`${matches.state} in (2,3,4)`)),
    ).toBeGreaterThan(0);
    expect(await count(and(day('2026-11-22'), eq(matches.state, 1)))).toBeGreaterThan(20);
    expect(await db().$count(players)).toBeGreaterThan(1000);
    expect(await db().$count(matchEvents)).toBeGreaterThan(500);
    expect(await db().$count(odds)).toBeGreaterThan(1000);
    expect(await t.app.ctx.ingest.cursor()).toBe(T0);
  });

  it('pushes what happens as the clock runs, and restarts from the cursor without repeating', async () => {
    const events = await db().$count(matchEvents);
    const { seq: before } = await t.app.ctx.bus.catchUp(channels.scores('football'));
    const sim = simulator();
    now = T0 + 15 * MIN;
    await sim.start(t.app.ctx.ingest);
    // Caught up from T0 to T0+15 min as a backfill: stored, not pushed.
    expect(await t.app.ctx.ingest.cursor()).toBe(now);
    expect((await t.app.ctx.bus.catchUp(channels.scores('football'))).seq).toBe(before);
    const caughtUp = await db().$count(matchEvents);
    expect(caughtUp).toBeGreaterThanOrEqual(events);

    now += 10 * MIN;
    await sim.tick();
    await sim.stop();
    expect(await t.app.ctx.ingest.cursor()).toBe(now);
    // Ten minutes of Saturday-night football move the scores channel.
    expect((await t.app.ctx.bus.catchUp(channels.scores('football'))).seq).toBeGreaterThan(before);

    // The same stretch delivered again by a fresh start changes nothing.
    const stored = await db().$count(matchEvents);
    const again = simulator();
    await again.start(t.app.ctx.ingest);
    await again.stop();
    expect(await db().$count(matchEvents)).toBe(stored);
  }, 120_000);

  it('gives the same world for the same seed', () => {
    const a = simulator().catalogue;
    const b = simulator().catalogue;
    expect(a.teams.map((x) => x.name)).toEqual(b.teams.map((x) => x.name));
    expect(a.squad(a.teams[0]!.id)).toEqual(b.squad(b.teams[0]!.id));
  });
});
