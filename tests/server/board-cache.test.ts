// The score lists' cache: an old list is checked against the scores channel's seq before anything is rebuilt.
// Rows changed without a push (written here straight to the database) show only when the seq moves, or when
// the list has stood still for a minute.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { matches } from '../../server/db/schema';
import { BoardCache } from '../../server/modules/match/board';
import { testEngine } from './harness';
import { fixtures, NOW, reference, TODAY } from './match-world';
import { type RealtimeApp, startRealtimeApp } from './realtime-support';

let t: RealtimeApp;
beforeAll(async () => {
  t = await startRealtimeApp();
  await t.app.ctx.ingest.reference(reference);
  await t.app.ctx.ingest.fixtures(fixtures);
});
afterAll(() => t.close());

const setHomeScore = (score: number) =>
  t.app.ctx.db.update(matches).set({ homeScore: score }).where(eq(matches.id, 1001));
const homeScore = async (boards: BoardCache) =>
  (await boards.get('football', TODAY)).data.matches.find((m) => m.id === 1001)!.home.score;

describe(`the score lists' cache (${testEngine()})`, () => {
  it('keeps an old list while the seq stands still, rebuilds it once the seq moves', async () => {
    let clock = NOW;
    const boards = new BoardCache(t.app.ctx.db, t.app.ctx.bus, () => clock);
    const first = await boards.get('football', TODAY);
    await setHomeScore(5);

    // Old, nothing pushed: checked behind the answer, and kept.
    clock += 3_000;
    expect(await boards.get('football', TODAY)).toBe(first);
    await boards.settled();
    expect(await boards.get('football', TODAY)).toBe(first);
    expect(await homeScore(boards)).not.toBe(5);

    // A push on the scores channel (another process's ingest): the next check rebuilds.
    await t.app.ctx.bus.publish(channels.scores('football'), 'match.score', {
      matchId: 1001,
      homeScore: 5,
      awayScore: 0,
    });
    // Checked 3 s ago: still fresh, nothing runs behind.
    expect(await boards.get('football', TODAY)).toBe(first);
    clock += 3_000;
    expect(await boards.get('football', TODAY)).toBe(first);
    await boards.settled();
    const rebuilt = await boards.get('football', TODAY);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.data.seq).toBeGreaterThan(first.data.seq);
    expect(await homeScore(boards)).toBe(5);
  });

  it('rebuilds a list that stood still for a minute (changes nobody pushed)', async () => {
    let clock = NOW;
    const boards = new BoardCache(t.app.ctx.db, t.app.ctx.bus, () => clock);
    const first = await boards.get('football', TODAY);
    await setHomeScore(6);
    // 57 s of checks that find the seq where it was.
    for (let s = 0; s < 19; s++) {
      clock += 3_000;
      await boards.get('football', TODAY);
      await boards.settled();
    }
    expect(await boards.get('football', TODAY)).toBe(first);
    clock += 3_000;
    await boards.get('football', TODAY);
    await boards.settled();
    expect(await boards.get('football', TODAY)).not.toBe(first);
    expect(await homeScore(boards)).toBe(6);
  });
});
