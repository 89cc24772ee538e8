// The one ingest path: feed reports are stored idempotently, pushed on the match and scores channels
// (never for a backfill), and the score lists serve them with the channel seq.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { appMeta, matchEvents, matches, odds, players, standings } from '../../server/db/schema';
import { BoardCache } from '../../server/modules/match/board';
import type { FeedChange } from '../../server/providers/feed/types';
import { testEngine } from './harness';
import { fixtures, goal, line, live, NOW, reference, side, TODAY } from './match-world';
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
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
beforeAll(async () => {
  t = await startRealtimeApp();
  await t.app.ctx.ingest.reference(reference);
  await t.app.ctx.ingest.fixtures(fixtures);
});
afterAll(() => t.close());

const ingest = () => t.app.ctx.ingest;
const db = () => t.app.ctx.db;
const MIN = 60_000;

async function subscribed(...names: string[]) {
  const socket = await connectClient(t.url);
  open.push(socket);
  for (const channel of names) {
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
  }
  return recordEvents(socket);
}

describe(`match ingest (${testEngine()})`, () => {
  it('stores reference data once and skips an unchanged resend', async () => {
    expect(await db().$count(players)).toBe(reference.players.length);
    const [digest] = await db()
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, 'feed:simulator:reference'));
    await ingest().reference(reference);
    const [again] = await db()
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, 'feed:simulator:reference'));
    expect(again!.updatedAt.getTime()).toBe(digest!.updatedAt.getTime());
  });

  it('pushes a live change on the match and the scores channels, and a minute tick not again', async () => {
    const seen = await subscribed(channels.match('football', 1001), channels.scores('football'));
    await ingest().changes([live(1001, NOW - 20 * MIN, 2, side(0), side(0))], {
      cursor: NOW - 20 * MIN,
    });
    await ingest().changes([live(1001, NOW - 19 * MIN, 2, side(0), side(0), { minute: 11 })], {
      cursor: NOW - 19 * MIN,
    });
    await seen.until(channels.scores('football'), 2);
    const types = (name: string) => seen.of(name).map((e) => e.type);
    expect(types(channels.match('football', 1001))).toEqual(['match.state', 'match.score']);
    expect(types(channels.scores('football'))).toEqual(['match.state', 'match.score']);
    const [row] = await db().select().from(matches).where(eq(matches.id, 1001));
    expect(row).toMatchObject({ state: 2, minute: 11 });
  });

  it('keeps an event once when the feed delivers it twice, and pushes it once', async () => {
    const seen = await subscribed(channels.match('football', 1001));
    const batch = [
      goal(1001, 1, NOW - 7 * MIN, 1, 0),
      live(1001, NOW - 7 * MIN, 2, side(1), side(0)),
    ];
    await ingest().changes(batch, { cursor: NOW - 7 * MIN });
    await ingest().changes(batch, { cursor: NOW - 7 * MIN });
    await seen.until(channels.match('football', 1001), 2);
    const events = await db().select().from(matchEvents).where(eq(matchEvents.matchId, 1001));
    expect(events).toHaveLength(1);
    expect(seen.of(channels.match('football', 1001)).map((e) => e.type)).toEqual([
      'match.event',
      'match.score',
    ]);
    const [row] = await db().select().from(matches).where(eq(matches.id, 1001));
    expect(row).toMatchObject({ homeScore: 1, awayScore: 0 });
  });

  it('never lets an older live state overwrite a newer one, nor pushes it', async () => {
    const { seq } = await t.app.ctx.bus.catchUp(channels.scores('football'));
    await ingest().changes([live(1001, NOW - 30 * MIN, 1, side(0), side(0))], { cursor: NOW });
    const [row] = await db().select().from(matches).where(eq(matches.id, 1001));
    expect(row).toMatchObject({ state: 2, homeScore: 1 });
    // A feed replaying older reports (a restart) must not show the old score on open pages either.
    expect((await t.app.ctx.bus.catchUp(channels.scores('football'))).seq).toBe(seq);
  });

  it('keeps opening, current and every move of a line, and adds nothing on a resend', async () => {
    const moves = [
      line(1002, 1, 'asia', NOW - 3 * 24 * 60 * MIN, [0.92, 0.5, 0.94]),
      line(1002, 1, 'asia', NOW - 2 * 24 * 60 * MIN, [0.88, 0.5, 0.98]),
    ];
    await ingest().changes(moves, { cursor: NOW - 2 * 24 * 60 * MIN });
    await ingest().changes(moves, { cursor: NOW - 2 * 24 * 60 * MIN });
    const later = [line(1002, 1, 'asia', NOW - 60 * MIN, [0.95, 0.75, 0.91])];
    await ingest().changes([...moves, ...later], { cursor: NOW - 60 * MIN });
    const [row] = await db().select().from(odds).where(eq(odds.matchId, 1002));
    expect(row).toMatchObject({ opening: [0.92, 0.5, 0.94], current: [0.95, 0.75, 0.91] });
    expect(row!.moves.map((m) => m[1])).toEqual([
      [0.92, 0.5, 0.94],
      [0.88, 0.5, 0.98],
      [0.95, 0.75, 0.91],
    ]);
  });

  it('writes a backfill without pushing it, keeps the cursor, and rebuilds the table at full time', async () => {
    const seen = await subscribed(channels.scores('football'));
    const before = seen.events.length;
    await ingest().changes(
      [
        goal(1003, 1, NOW - 23 * 60 * MIN, 1, 0),
        live(1003, NOW - 22 * 60 * MIN, 8, side(2, { half: 1 }), side(1, { half: 0 })),
      ],
      { cursor: NOW - 60_000, backfill: true },
    );
    expect(await ingest().cursor()).toBe(NOW - 60_000);
    // A pushed change after it proves the socket was listening all along.
    await ingest().changes([live(1001, NOW - 6 * MIN, 2, side(1), side(1))], {
      cursor: NOW - 6 * MIN,
    });
    await seen.until(channels.scores('football'), before + 1);
    expect(
      seen.events.slice(before).every((e) => (e.data as { matchId: number }).matchId === 1001),
    ).toBe(true);
    const table = await db().select().from(standings).where(eq(standings.competitionId, 1));
    expect(table).toHaveLength(4);
    const arsenal = table.find((r) => r.teamId === 102)!;
    expect(arsenal).toMatchObject({
      rank: 1,
      played: 1,
      won: 1,
      points: 3,
      scoredFor: 2,
      form: 'W',
    });
    expect(table.find((r) => r.teamId === 103)).toMatchObject({ played: 1, lost: 1, points: 0 });
  });
});

describe(`basketball tables (${testEngine()})`, () => {
  it('ranks by win percentage, not by wins', async () => {
    const nets = {
      id: 10103,
      sport: 'basketball' as const,
      name: '布鲁克林篮网',
      shortName: '篮网',
      country: '美国',
      competitionId: 101,
    };
    await ingest().reference({ ...reference, teams: [...reference.teams, nets] });
    const game = (id: number, homeTeamId: number, awayTeamId: number, daysAgo: number) => ({
      ...fixtures.find((f) => f.id === 2001)!,
      id,
      homeTeamId,
      awayTeamId,
      kickoffAt: NOW - daysAgo * 86_400_000,
    });
    // 湖人 2-1 (67 %), 凯尔特人 1-0 (100 %), 篮网 0-2.
    await ingest().fixtures([
      game(2101, 10101, 10103, 5),
      game(2102, 10103, 10101, 4),
      game(2103, 10102, 10101, 3),
    ]);
    const final = (id: number, home: number, away: number): FeedChange => ({
      kind: 'live',
      at: NOW - 60 * MIN,
      state: {
        matchId: id,
        state: 10,
        periodStartAt: null,
        minute: 48,
        addedTime: 0,
        clockSeconds: 0,
        kickoffAt: NOW - 86_400_000,
        home: side(home),
        away: side(away),
      },
    });
    await ingest().changes([final(2101, 110, 99), final(2102, 95, 101), final(2103, 120, 118)], {
      cursor: NOW - 60 * MIN,
      backfill: true,
    });
    const table = await db()
      .select()
      .from(standings)
      .where(eq(standings.competitionId, 101))
      .orderBy(standings.rank);
    expect(table.map((r) => [r.teamId, r.won, r.lost])).toEqual([
      [10102, 1, 0],
      [10101, 2, 1],
      [10103, 0, 2],
    ]);
  });
});

describe(`score lists (${testEngine()})`, () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("lists a day's matches with lines, table ranks and the scores channel seq", async () => {
    await ingest().changes([line(1002, 1, 'europe', NOW - 30 * MIN, [2.1, 3.4, 3.3])], {
      cursor: NOW - 30 * MIN,
    });
    const { seq } = await t.app.ctx.bus.catchUp(channels.scores('football'));
    const res = await get(`/gw/live/football/list?date=${TODAY}`);
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data.date).toBe(TODAY);
    expect(data.seq).toBe(seq);
    expect(data.matches.map((m: { id: number }) => m.id)).toEqual([1001, 1002]);
    const [first, second] = data.matches;
    expect([2, 3]).toContain(first.home.rank);
    expect(first).toMatchObject({
      competition: '英超',
      state: 2,
      home: { name: '曼城', score: 1 },
      away: { name: '阿森纳', score: 1, rank: 1 },
    });
    expect(second.odds).toEqual({
      europe: [2.1, 3.4, 3.3],
      asia: [0.95, 0.75, 0.91],
      overUnder: null,
    });
  });

  it('shows the last line before kick-off for a finished match, the in-play one for a live match', async () => {
    await ingest().changes(
      [
        line(1003, 1, 'europe', NOW - 25 * 60 * MIN, [2.05, 3.3, 3.5]),
        line(1003, 1, 'europe', NOW - 23 * 60 * MIN, [1.01, 21, 51], true),
        line(1001, 1, 'europe', NOW - 40 * MIN, [1.9, 3.4, 4.1]),
        line(1001, 1, 'europe', NOW - 3 * MIN, [3.1, 2.9, 2.6], true),
      ],
      { cursor: NOW - 3 * MIN },
    );
    const yesterday = (await get('/gw/live/football/list?date=2026-11-21')).json().data;
    expect(yesterday.matches.find((m: { id: number }) => m.id === 1003).odds.europe).toEqual([
      2.05, 3.3, 3.5,
    ]);
    const today = (await get(`/gw/live/football/list?date=${TODAY}`)).json().data;
    expect(today.matches.find((m: { id: number }) => m.id === 1001).odds.europe).toEqual([
      3.1, 2.9, 2.6,
    ]);
  });

  it('answers gzip to a browser and 304 to a matching etag', async () => {
    const zipped = await get(`/gw/live/football/list?date=${TODAY}`, {
      'accept-encoding': 'gzip, br',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const etag = zipped.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/gw/live/football/list?date=${TODAY}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('shows a change on the next ask, not a stale list', async () => {
    await ingest().changes([live(1001, NOW - 2 * MIN, 2, side(2), side(1))], {
      cursor: NOW - 2 * MIN,
    });
    const { data } = (await get(`/gw/live/football/list?date=${TODAY}`)).json();
    expect(data.matches[0].home.score).toBe(2);
  });

  it('refuses a malformed date in the envelope', async () => {
    const res = await get('/gw/live/football/list?date=2026-13-01');
    expect(res.json()).toMatchObject({ code: 10001 });
    expect(res.json().msg).toContain('日期格式应为 YYYY-MM-DD');
  });

  it('answers an old list at once and rebuilds it behind, but waits after its own ingest', async () => {
    let clock = NOW;
    const boards = new BoardCache(db(), t.app.ctx.bus, () => clock);
    const first = await boards.get('football', TODAY);
    await ingest().changes([live(1001, NOW - 90_000, 2, side(3), side(1))], {
      cursor: NOW - 90_000,
    });
    // Fresh: the cached list, even though another writer changed the rows.
    expect(await boards.get('football', TODAY)).toBe(first);
    // Old: still the cached list now, and the rebuilt one on a later ask.
    clock += 3_000;
    expect(await boards.get('football', TODAY)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rebuilt = await boards.get('football', TODAY);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.data.matches[0]!.home.score).toBe(3);
    // Invalidated by this process's ingest: the next ask waits for the new rows.
    await ingest().changes([live(1001, NOW - 60_000, 2, side(4), side(1))], {
      cursor: NOW - 60_000,
    });
    boards.invalidate('football');
    expect((await boards.get('football', TODAY)).data.matches[0]!.home.score).toBe(4);
  });

  it('lists basketball apart from football', async () => {
    const { data } = (await get(`/gw/live/basketball/list?date=${TODAY}`)).json();
    expect(data.matches.map((m: { id: number }) => m.id)).toEqual([2001]);
  });
});
