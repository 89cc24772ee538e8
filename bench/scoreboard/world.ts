// The bench's football day: the simulator's real competitions and clubs, and 320 fixtures around now —
// 140 in play, 100 to come, 80 over — each with the main bookmaker's three lines, as the ingest takes them.
import { chinaDay, chinaDayStart } from '../../contract/format/china-day';
import { createSimulator } from '../../server/providers/feed/simulator';
import type {
  FeedChange,
  FeedFixture,
  FeedReference,
  FeedSide,
  FeedSink,
} from '../../server/providers/feed/types';

const MIN = 60_000;
export const LIVE = 140;
const UPCOMING = 100;
const FINISHED = 80;
export const MATCHES = LIVE + UPCOMING + FINISHED;
export const MAIN_BOOKMAKER = 1;

/** The simulator's reference data (competitions, clubs, squads, bookmakers), caught from its first delivery. */
export async function simulatorReference(): Promise<FeedReference> {
  let reference: FeedReference | null = null;
  const sink: FeedSink = {
    async reference(r) {
      reference = r;
      // Nothing else is wanted: stop the simulator's start right here.
      throw new Error('reference caught');
    },
    async fixtures() {},
    async lottery() {},
    async changes() {},
    async cursor() {
      return null;
    },
  };
  const simulator = createSimulator({ seed: 'bench', speed: 1, pastDays: 0, futureDays: 0 });
  await simulator.start(sink).catch(() => {});
  await simulator.stop();
  if (!reference) throw new Error('the simulator sent no reference data');
  return reference;
}

/** The state of a match `at`, kicked off at `kickoffAt`: first half, half-time, then the second half from +60'. */
function phaseAt(kickoffAt: number, at: number) {
  const played = at - kickoffAt;
  if (played < 47 * MIN) return { state: 2, periodStartAt: kickoffAt, half: false };
  if (played < 62 * MIN) return { state: 3, periodStartAt: null, half: true };
  return { state: 4, periodStartAt: kickoffAt + 60 * MIN, half: true };
}

export const side = (score: number, extra: Partial<FeedSide> = {}): FeedSide => ({
  score,
  half: null,
  periods: [],
  penalties: null,
  red: 0,
  yellow: 0,
  corners: 0,
  ...extra,
});

export interface BenchDay {
  fixtures: FeedFixture[];
  /** States and lines that make the day: the in-play and finished matches, everyone's lines. */
  changes: FeedChange[];
  /** The in-play matches with their current counters, for the updates to build on. */
  live: { fixture: FeedFixture; home: FeedSide; away: FeedSide }[];
}

export function benchDay(reference: FeedReference, now: number): BenchDay {
  const today = chinaDay(now);
  const start = chinaDayStart(today);
  // Upcoming and finished matches stay on today's list whatever the hour.
  const onToday = (t: number) => Math.min(Math.max(t, start + MIN), start + 24 * 60 * MIN - MIN);
  const competitions = new Map(
    reference.competitions.filter((c) => c.sport === 'football').map((c) => [c.id, c]),
  );
  const teams = reference.teams.filter((t) => competitions.has(t.competitionId));
  if (teams.length < MATCHES * 2) throw new Error(`only ${teams.length} football clubs`);

  const fixtures: FeedFixture[] = [];
  const changes: FeedChange[] = [];
  const live: BenchDay['live'] = [];
  for (let i = 0; i < MATCHES; i++) {
    const home = teams[2 * i]!;
    const away = teams[2 * i + 1]!;
    const competition = competitions.get(home.competitionId)!;
    const kind = i < LIVE ? 'live' : i < LIVE + UPCOMING ? 'upcoming' : 'finished';
    const kickoffAt =
      kind === 'live'
        ? now - (5 + (i % 95)) * MIN
        : kind === 'upcoming'
          ? onToday(now + (10 + ((i * 7) % 600)) * MIN)
          : onToday(now - (180 + ((i * 11) % 600)) * MIN);
    const fixture: FeedFixture = {
      id: 900_001 + i,
      sport: 'football',
      competitionId: competition.id,
      seasonId: competition.season.id,
      round: `第${1 + (i % 30)}轮`,
      homeTeamId: home.id,
      awayTeamId: away.id,
      kickoffAt,
      knockout: false,
      neutral: false,
      venue: '',
    };
    fixtures.push(fixture);
    const at = Math.min(now - MIN, kickoffAt + 2 * MIN);
    for (const [market, values] of [
      ['asia', [0.92, (i % 5) * 0.25, 0.94]],
      ['overUnder', [0.88, 2.5 + (i % 3) * 0.25, 0.98]],
      ['europe', [1.85 + (i % 7) * 0.1, 3.4, 4.2]],
    ] as const)
      changes.push({
        kind: 'odds',
        at: Math.min(now - 2 * MIN, kickoffAt - 60 * MIN),
        odds: {
          matchId: fixture.id,
          bookmakerId: MAIN_BOOKMAKER,
          market,
          values: [...values],
          at: Math.min(now - 2 * MIN, kickoffAt - 60 * MIN),
          opening: true,
          live: false,
        },
      });
    if (kind === 'upcoming') continue;
    const phase = kind === 'live' ? phaseAt(kickoffAt, now) : null;
    const half = phase === null || phase.half ? 0 : null;
    const homeSide = side(i % 3, { corners: i % 6, half });
    const awaySide = side(i % 2, { corners: i % 4, half });
    changes.push({
      kind: 'live',
      at,
      state: {
        matchId: fixture.id,
        state: phase?.state ?? 8,
        periodStartAt: phase?.periodStartAt ?? null,
        minute: phase ? Math.floor((now - kickoffAt) / MIN) : 90,
        addedTime: 0,
        clockSeconds: null,
        kickoffAt,
        home: homeSide,
        away: awaySide,
      },
    });
    if (kind === 'live') live.push({ fixture, home: homeSide, away: awaySide });
  }
  changes.sort((a, b) => a.at - b.at);
  return { fixtures, changes, live };
}

/**
 * One second's updates: `count` different in-play matches each get a new counter — a goal for every
 * other one (the row flashes), a corner or a yellow card for the rest — as the feed would report them.
 */
export function updates(day: BenchDay, round: number, count: number, at: number): FeedChange[] {
  const out: FeedChange[] = [];
  for (let k = 0; k < count; k++) {
    const match = day.live[(round * count + k) % day.live.length]!;
    const scoring = (round + k) % 2 === 0;
    const side = k % 3 === 0 ? 'away' : 'home';
    const now = match[side];
    match[side] = scoring
      ? { ...now, score: now.score + 1 }
      : k % 4 === 1
        ? { ...now, yellow: now.yellow + 1 }
        : { ...now, corners: now.corners + 1 };
    const kickoffAt = match.fixture.kickoffAt;
    const phase = phaseAt(kickoffAt, at);
    out.push({
      kind: 'live',
      at,
      state: {
        matchId: match.fixture.id,
        state: phase.state,
        periodStartAt: phase.periodStartAt,
        minute: Math.floor((at - kickoffAt) / MIN),
        addedTime: 0,
        clockSeconds: null,
        kickoffAt,
        home: match.home,
        away: match.away,
      },
    });
  }
  return out;
}
