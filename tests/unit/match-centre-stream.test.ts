// The match centre's reducers: every push type on a football and a basketball centre, duplicates and
// out-of-order lines, pushes of other matches, leaders recounted, and the stream's load (seq, not found).
import { filter, firstValueFrom, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { leadersOf } from '../../contract/box-leaders';
import type { MatchHeader } from '../../contract/calls/live-match';
import type { ChannelEvent, ChannelEventOf, EventData, EventType } from '../../contract/events';
import type { BoxScoreRow } from '../../contract/match';
import type { ChannelSignal } from '../../streams/channel';
import {
  type BasketballCentre,
  type CentreCalls,
  centreSource,
  type FootballCentre,
  type MatchCentre,
  matchCentreStreams,
  quartersOf,
  reduceCentre,
  type TimelineEvent,
} from '../../streams/match-centre';

const AT = 1_790_000_000_000;
let seq = 0;
const push = <T extends EventType>(type: T, data: EventData<T>, at = AT): ChannelEvent =>
  ({ channel: 'match:football:7', seq: ++seq, type, data, at }) as ChannelEvent;

const side = (score: number, patch: Partial<MatchHeader['home']> = {}) => ({
  id: 1,
  name: '主',
  fullName: '主队全称',
  score,
  half: null,
  periods: [],
  penalties: null,
  red: 0,
  yellow: 0,
  corners: 0,
  rank: null,
  ...patch,
});

const header = (patch: Partial<MatchHeader> = {}): MatchHeader => ({
  id: 7,
  competitionId: 1,
  competition: '英超',
  color: '#333',
  round: '第13轮',
  kickoffAt: AT - 30 * 60_000,
  state: 2,
  periodStartAt: AT - 30 * 60_000,
  minute: 30,
  addedTime: 0,
  clockSeconds: null,
  home: side(0),
  away: side(0, { id: 2, name: '客', fullName: '客队全称' }),
  odds: { europe: null, asia: null, overUnder: null },
  lottery: {},
  hot: true,
  knockout: false,
  neutral: false,
  matchType: 'football',
  competitionName: '英格兰超级联赛',
  seasonId: 12026,
  seasonName: '2026/27',
  venue: '球场',
  ...patch,
});

const line = (index: number, patch: Partial<TimelineEvent> = {}): TimelineEvent => ({
  index,
  kind: 'goal',
  minute: 10 * index,
  addedMinute: 0,
  period: 1,
  side: 'home',
  playerId: null,
  player: '球员',
  relatedPlayer: '',
  homeScore: index,
  awayScore: 0,
  text: `第${10 * index}分钟`,
  at: AT,
  ...patch,
});

const football = (patch: Partial<FootballCentre> = {}): FootballCentre => ({
  type: 'football',
  match: { ...header(), flash: null },
  events: [line(1)],
  stats: null,
  lineups: [],
  ...patch,
});

const row = (
  playerId: number,
  s: 'home' | 'away',
  patch: Partial<BoxScoreRow> = {},
): BoxScoreRow => ({
  playerId,
  side: s,
  name: `球员${playerId}`,
  shirtNumber: playerId % 100,
  position: 'SF',
  starter: true,
  minutesPlayed: 20,
  points: 10,
  fieldGoalsScored: 4,
  fieldGoalsTotal: 8,
  fieldGoalsAccuracy: 50,
  threePoints: 0,
  threePointsScored: 0,
  threePointsTotal: 0,
  threePointsAccuracy: 0,
  freeThrowsScored: 2,
  freeThrowsTotal: 2,
  freeThrowsAccuracy: 100,
  rebounds: 5,
  offensiveRebounds: 1,
  defensiveRebounds: 4,
  assists: 3,
  steals: 1,
  blocks: 0,
  turnovers: 1,
  fouls: 2,
  assistRate: 10,
  ...patch,
});

const entry = (r: BoxScoreRow) => ({ ...r, positionLabel: '小前锋' });

const basketball = (): BasketballCentre => {
  const home = [row(101, 'home', { points: 20 }), row(102, 'home')];
  const away = [row(201, 'away')];
  return {
    type: 'basketball',
    match: {
      ...header({
        matchType: 'basketball',
        state: 6,
        clockSeconds: 190,
        home: side(50, { periods: [28, 22] }),
        away: side(45, { id: 2, periods: [25, 20] }),
      }),
      flash: null,
    },
    periods: [
      { label: '第1节', home: 28, away: 25 },
      { label: '第2节', home: 22, away: 20 },
    ],
    boxScore: { home: home.map(entry), away: away.map(entry) },
    leaders: { home: leadersOf(home), away: leadersOf(away) },
    stats: null,
    events: [],
  };
};

const asFootball = (c: MatchCentre) => c as FootballCentre;
const asBasketball = (c: MatchCentre) => c as BasketballCentre;

describe('reduceCentre on a football centre', () => {
  it('moves the header on match.state (absent fields kept) and match.score (goal flashed)', () => {
    const centre = football();
    const second = asFootball(
      reduceCentre(centre, push('match.state', { matchId: 7, state: 4, periodStartAt: AT })),
    );
    expect(second.match).toMatchObject({ state: 4, periodStartAt: AT, minute: 30 });
    expect(second.match.home.fullName).toBe('主队全称');
    expect(second.events).toBe(centre.events);

    const goal = asFootball(
      reduceCentre(
        second,
        push(
          'match.score',
          { matchId: 7, homeScore: 1, awayScore: 0, homeHalf: 1, awayHalf: 0 },
          AT + 5,
        ),
      ),
    );
    expect(goal.match.home).toMatchObject({ score: 1, half: 1, fullName: '主队全称' });
    expect(goal.match.flash).toEqual({ kind: 'goal', side: 'home', at: AT + 5 });
    expect(goal.match.venue).toBe('球场');
  });

  it('keeps the same centre for a score push that changes nothing', () => {
    const centre = football();
    expect(
      reduceCentre(centre, push('match.score', { matchId: 7, homeScore: 0, awayScore: 0 })),
    ).toBe(centre);
  });

  it('appends a pushed event to the timeline, filling what the push leaves out', () => {
    const centre = football();
    const next = asFootball(
      reduceCentre(
        centre,
        push(
          'match.event',
          {
            matchId: 7,
            kind: 'yellowCard',
            minute: 45,
            addedMinute: 2,
            side: 'away',
            player: '客队球员',
            index: 2,
            text: '第45+2分钟，黄牌',
          },
          AT + 9,
        ),
      ),
    );
    expect(next.events.map((e) => e.index)).toEqual([1, 2]);
    expect(next.events[1]).toEqual({
      index: 2,
      kind: 'yellowCard',
      minute: 45,
      addedMinute: 2,
      period: 1,
      side: 'away',
      playerId: null,
      player: '客队球员',
      relatedPlayer: '',
      homeScore: 1,
      awayScore: 0,
      text: '第45+2分钟，黄牌',
      at: AT + 9,
    });
  });

  it('ignores an event whose index it already holds (a replay), and sorts one that came out of order', () => {
    const centre = football({ events: [line(1), line(3)] });
    const duplicate = push('match.event', { matchId: 7, kind: 'goal', minute: 10, index: 1 });
    expect(reduceCentre(centre, duplicate)).toBe(centre);
    const late = asFootball(
      reduceCentre(
        centre,
        push('match.event', { matchId: 7, kind: 'corner', minute: 25, index: 2 }),
      ),
    );
    expect(late.events.map((e) => [e.index, e.kind])).toEqual([
      [1, 'goal'],
      [2, 'corner'],
      [3, 'goal'],
    ]);
  });

  it('shows the goal a goalCancelled took back (that side’s latest) as 进球无效', () => {
    const centre = football({
      events: [
        line(1),
        line(2, { side: 'away', awayScore: 1, homeScore: 1 }),
        line(3, { homeScore: 2, awayScore: 1 }),
      ],
    });
    const next = asFootball(
      reduceCentre(
        centre,
        push('match.event', {
          matchId: 7,
          kind: 'goalCancelled',
          minute: 33,
          index: 4,
          side: 'home',
          homeScore: 1,
          awayScore: 1,
        }),
      ),
    );
    expect(next.events.map((e) => [e.index, e.kind, e.side])).toEqual([
      [1, 'goal', 'home'],
      [2, 'goal', 'away'],
      [3, 'goalRuledOut', 'home'],
      [4, 'goalCancelled', 'home'],
    ]);
  });

  it('numbers an event pushed without an index after the last one', () => {
    const next = asFootball(
      reduceCentre(football(), push('match.event', { matchId: 7, kind: 'var', minute: 50 })),
    );
    expect(next.events.at(-1)).toMatchObject({ index: 2, kind: 'var', homeScore: 1 });
  });

  it('replaces the statistics on match.stats', () => {
    const next = asFootball(
      reduceCentre(
        football(),
        push('match.stats', {
          matchId: 7,
          home: { possession: 60, shots: 5 },
          away: { possession: 40 },
        }),
      ),
    );
    expect(next.stats).toEqual({ home: { possession: 60, shots: 5 }, away: { possession: 40 } });
  });

  it('merges line-up pushes by player, labels positions and keeps home, starters and goalkeepers first', () => {
    const player = (playerId: number, s: 'home' | 'away', position: string, starter = true) => ({
      playerId,
      side: s,
      name: `P${playerId}`,
      shirtNumber: playerId,
      position,
      starter,
      captain: false,
    });
    const first = asFootball(
      reduceCentre(
        football(),
        push('match.lineups', {
          matchId: 7,
          players: [player(9, 'away', 'GK'), player(11, 'home', 'ST'), player(1, 'home', 'GK')],
        }),
      ),
    );
    expect(first.lineups.map((p) => [p.playerId, p.positionLabel])).toEqual([
      [1, '守门员'],
      [11, '中锋'],
      [9, '守门员'],
    ]);
    const again = asFootball(
      reduceCentre(
        first,
        push('match.lineups', {
          matchId: 7,
          players: [player(11, 'home', 'ST', false), player(4, 'home', 'DC')],
        }),
      ),
    );
    expect(again.lineups.map((p) => [p.playerId, p.starter])).toEqual([
      [1, true],
      [4, true],
      [11, false],
      [9, true],
    ]);
  });

  it('ignores pushes of another match and odds moves', () => {
    const centre = football();
    expect(
      reduceCentre(centre, push('match.score', { matchId: 8, homeScore: 3, awayScore: 0 })),
    ).toBe(centre);
    expect(
      reduceCentre(centre, push('match.event', { matchId: 8, kind: 'goal', minute: 3, index: 9 })),
    ).toBe(centre);
    expect(
      reduceCentre(
        centre,
        push('odds.move', { matchId: 7, values: [1.9, 3.2, 4], market: 'europe' }),
      ),
    ).toBe(centre);
  });

  it('leaves a missing match as it is', () => {
    const missing: MatchCentre = { type: 'missing', code: 14001, msg: '比赛不存在' };
    expect(
      reduceCentre(missing, push('match.score', { matchId: 7, homeScore: 1, awayScore: 0 })),
    ).toBe(missing);
  });
});

describe('reduceCentre on a basketball centre', () => {
  it('recomputes the quarter scores when a score push moves the periods', () => {
    const centre = basketball();
    const next = asBasketball(
      reduceCentre(
        centre,
        push('match.score', {
          matchId: 7,
          homeScore: 52,
          awayScore: 45,
          clockSeconds: 170,
          homePeriods: [28, 22, 2],
          awayPeriods: [25, 20, 0],
        }),
      ),
    );
    expect(next.match).toMatchObject({ clockSeconds: 170, home: { score: 52 } });
    expect(next.match.flash).toBeNull(); // every basket would flash
    expect(next.periods).toEqual([
      { label: '第1节', home: 28, away: 25 },
      { label: '第2节', home: 22, away: 20 },
      { label: '第3节', home: 2, away: 0 },
    ]);
    const clockOnly = asBasketball(
      reduceCentre(next, push('match.state', { matchId: 7, state: 6, clockSeconds: 150 })),
    );
    expect(clockOnly.periods).toBe(next.periods);
  });

  it('labels overtime periods 加时1, 加时2', () => {
    const periods = quartersOf({
      home: side(0, { periods: [20, 20, 20, 20, 10, 8] }),
      away: side(0, { periods: [20, 20, 20, 20, 10] }),
    });
    expect(periods.map((p) => p.label)).toEqual([
      '第1节',
      '第2节',
      '第3节',
      '第4节',
      '加时1',
      '加时2',
    ]);
    expect(periods.at(-1)).toEqual({ label: '加时2', home: 8, away: 0 });
  });

  it('updates box-score rows by player, keeps starters first and recounts the leaders', () => {
    const centre = basketball();
    expect(centre.leaders.home.points).toEqual([101]);
    const next = asBasketball(
      reduceCentre(
        centre,
        push('match.boxScore', {
          matchId: 7,
          rows: [
            row(102, 'home', { points: 20, rebounds: 9 }),
            row(103, 'home', { starter: false, minutesPlayed: 5, points: 0, blocks: 0 }),
          ],
        }),
      ),
    );
    expect(next.boxScore.home.map((r) => r.playerId)).toEqual([101, 102, 103]);
    expect(next.boxScore.home[1]).toMatchObject({ rebounds: 9, positionLabel: '小前锋' });
    expect(next.leaders.home.points).toEqual([101, 102]); // a tie flags both
    expect(next.leaders.home.rebounds).toEqual([102]);
    expect(next.leaders.home.blocks).toEqual([]); // nobody when the best is 0
    expect(next.boxScore.away).toBe(centre.boxScore.away);
    expect(next.leaders.away).toBe(centre.leaders.away);
  });

  it('appends commentary lines from match.event pushes, once each', () => {
    const centre = basketball();
    const text = push('match.event', {
      matchId: 7,
      kind: 'score',
      minute: 25,
      period: 3,
      side: 'home',
      index: 1,
      homeScore: 52,
      awayScore: 45,
      text: '詹姆斯 上篮得手',
    });
    const next = asBasketball(reduceCentre(centre, text));
    expect(next.events).toHaveLength(1);
    expect(next.events[0]).toMatchObject({ period: 3, homeScore: 52, text: '詹姆斯 上篮得手' });
    expect(
      reduceCentre(next, { ...text, seq: text.seq + 1 } as ChannelEventOf<'match.event'>),
    ).toBe(next);
  });

  it('ignores a line-up push (the basketball centre shows the box score)', () => {
    const centre = basketball();
    expect(reduceCentre(centre, push('match.lineups', { matchId: 7, players: [] }))).toBe(centre);
  });
});

describe('leadersOf', () => {
  it('flags the highest value per stat, all of a tie, none when the best is 0', () => {
    const leaders = leadersOf([
      row(1, 'home', { points: 12, assists: 4, steals: 0 }),
      row(2, 'home', { points: 12, assists: 7, steals: 0 }),
      row(3, 'home', { points: 3, assists: 1, steals: 0 }),
    ]);
    expect(leaders.points).toEqual([1, 2]);
    expect(leaders.assists).toEqual([2]);
    expect(leaders.steals).toEqual([]);
    expect(Object.keys(leaders)).toHaveLength(20);
  });
});

describe('centreSource and matchCentreStreams', () => {
  const footballAnswer = {
    seq: 5,
    match: header(),
    events: [line(1)],
    stats: null,
    lineups: [],
  };

  it('loads the football centre with its seq and turns a not-found answer into a missing match', async () => {
    const calls: CentreCalls = {
      football: async (id) =>
        id === 7
          ? { success: true, data: footballAnswer }
          : { success: false, code: 14001, msg: '比赛不存在' },
      basketball: async () => ({ success: false, code: 14006, msg: '比赛类型与比赛不符' }),
    };
    const source = centreSource(calls);
    const loaded = await source.load('football', 7);
    expect(loaded).toMatchObject({ success: true, seq: 5, data: { type: 'football' } });
    expect(await source.load('football', 8)).toEqual({
      success: true,
      data: { type: 'missing', code: 14001, msg: '比赛不存在' },
    });
    expect(await source.load('basketball', 7)).toMatchObject({
      data: { type: 'missing', code: 14006 },
    });
  });

  it('keeps other failures failures, so the stream retries them', async () => {
    const source = centreSource({
      football: async () => ({ success: false, code: 0, msg: '网络异常' }),
      basketball: async () => ({ success: false, code: 0, msg: '网络异常' }),
    });
    expect(await source.load('football', 7)).toEqual({ success: false, code: 0, msg: '网络异常' });
  });

  it('applies the pushes newer than the snapshot seq and skips the older ones', async () => {
    const signals = new Subject<ChannelSignal>();
    const centre$ = matchCentreStreams(
      {
        football: async () => ({ success: true, data: footballAnswer }),
        basketball: async () => ({ success: false, code: 0, msg: '' }),
      },
      { channel$: () => signals },
    )('football', 7);
    const ready = firstValueFrom(
      centre$.pipe(
        filter(
          (live) =>
            live.status === 'ready' && asFootball(live.value).events.length === 2 && !live.stale,
        ),
      ),
    );
    signals.next({ kind: 'joined', channel: 'match:football:7', seq: 5 });
    const event = (s: number, index: number): ChannelSignal => ({
      kind: 'event',
      event: {
        channel: 'match:football:7',
        seq: s,
        type: 'match.event',
        data: { matchId: 7, kind: 'goal', minute: 40, index },
        at: AT,
      },
    });
    // Seq 5 is in the snapshot already: its line is not added again; seq 6 is new.
    signals.next(event(5, 9));
    signals.next(event(6, 2));
    const live = await ready;
    expect(live.status === 'ready' && asFootball(live.value).events.map((e) => e.index)).toEqual([
      1, 2,
    ]);
  });
});
