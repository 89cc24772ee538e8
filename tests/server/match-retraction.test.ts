// Goals taken back: when a feed lowers a football score, the ingest stores and pushes a goalCancelled event
// (进球取消) with the corrected score before the new score, once, however often the report is replayed; a
// feed that sends its own goalCancelled gets no second one, and an older report lowers nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { matchEvents } from '../../server/db/schema';
import { RETRACTION_INDEX } from '../../server/modules/match/ingest/retractions';
import type { FeedChange } from '../../server/providers/feed/types';
import { testEngine } from './harness';
import { fixtures, goal, live, NOW, reference, side } from './match-world';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';

let t: RealtimeApp;
const open: Client[] = [];
const MIN = 60_000;
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
beforeAll(async () => {
  t = await startRealtimeApp();
  await t.app.ctx.ingest.reference(reference);
  await t.app.ctx.ingest.fixtures(fixtures);
});
afterAll(() => t.close());

const cancelled = (matchId: number) =>
  t.app.ctx.db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, 'goalCancelled')));

describe(`goal retractions (${testEngine()})`, () => {
  it('a score that goes down gets 进球取消 with the corrected score, pushed before the new score, once', async () => {
    const ingest = t.app.ctx.ingest;
    const channel = channels.match('football', 1001);
    const socket = await connectClient(t.url);
    open.push(socket);
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
    const seen = recordEvents(socket);

    await ingest.changes(
      [goal(1001, 0, NOW - 8 * MIN, 1, 0), live(1001, NOW - 8 * MIN, 2, side(1), side(0))],
      { cursor: NOW - 8 * MIN },
    );
    const ruledOut: FeedChange[] = [live(1001, NOW - 6 * MIN, 2, side(0), side(0), { minute: 25 })];
    await ingest.changes(ruledOut, { cursor: NOW - 6 * MIN });
    // A replay of the same report (a restart) adds nothing.
    await ingest.changes(ruledOut, { cursor: NOW - 6 * MIN });
    // Nor does an older report that still had the goal (writeLive keeps the newer state).
    await ingest.changes([live(1001, NOW - 7 * MIN, 2, side(1), side(0))], {
      cursor: NOW - 6 * MIN,
    });

    const rows = await cancelled(1001);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idx: RETRACTION_INDEX + 1000 * 1000 + 25,
      side: 'home',
      homeScore: 0,
      awayScore: 0,
      minute: 25,
      text: "25'，进球取消（VAR），比分改为 0-0",
    });
    // The goal taken back is ruled out in the timeline, so scorer lists and reports no longer count it.
    const [first] = await t.app.ctx.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, 1001), eq(matchEvents.idx, 0)));
    expect(first!.kind).toBe('goalRuledOut');
    await seen.until(channel, 5);
    const pushed = seen
      .of(channel)
      .map((e) =>
        e.type === 'match.event' ? `event ${(e.data as { kind: string }).kind}` : e.type,
      );
    const at = pushed.indexOf('event goalCancelled');
    expect(at).toBeGreaterThan(-1);
    expect(pushed.slice(at)).toEqual(['event goalCancelled', 'match.score']);
  });

  it('a feed that announces the retraction itself gets no second one', async () => {
    const ingest = t.app.ctx.ingest;
    await ingest.changes(
      [goal(1001, 1, NOW - 5 * MIN, 1, 0), live(1001, NOW - 5 * MIN, 2, side(1), side(0))],
      { cursor: NOW - 5 * MIN },
    );
    const own = goal(1001, 2, NOW - 4 * MIN, 0, 0);
    if (own.kind === 'event') own.event.kind = 'goalCancelled';
    await ingest.changes([own, live(1001, NOW - 4 * MIN, 2, side(0), side(0))], {
      cursor: NOW - 4 * MIN,
    });
    const [second] = await t.app.ctx.db
      .select()
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, 1001), eq(matchEvents.idx, 1)));
    expect(second!.kind).toBe('goalRuledOut');
    expect((await cancelled(1001)).map((r) => r.idx).sort((a, b) => a - b)).toEqual([
      2,
      RETRACTION_INDEX + 1000 * 1000 + 25,
    ]);
  });
});
