// When the books move: reads a match script into the situation at any instant (is the market open, is
// the match in play, the minute, the score, the red cards) and lays out the market's timetable: the
// opening line days before, a few pre-match moves a day, a last move before kick-off, then in play a
// re-price every few minutes and after every goal or red card, until the markets close at full time.
import type { FeedChange, FeedEventKind, Sport } from '../../types';
import type { Rng } from '../rng';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Per sport: in which states the books quote, which states shut the markets for good, when in-play ends. */
const rules = {
  football: {
    // Pre-match and the two halves; half-time is a pause. The 1X2, handicap and total settle on 90
    // minutes, so extra time and penalties close them like full time does.
    open: [1, 2, 4],
    final: [5, 6, 7, 8, 11, 12],
    // Not (yet) played: 异常, 未开始, 推迟, 待定.
    idle: [0, 1, 9, 13],
    running: [2, 4, 5],
    shocks: ['goal', 'ownGoal', 'penaltyGoal', 'redCard', 'secondYellow'],
    routineEvery: [5, 10],
  },
  basketball: {
    // Quarters and the breaks between them; overtime is too short to re-price.
    open: [1, 2, 3, 4, 5, 6, 7, 8],
    final: [10, 12, 14],
    idle: [0, 1, 13, 15],
    running: [] as number[],
    shocks: ['run'],
    routineEvery: [7, 12],
  },
} as const satisfies Record<
  Sport,
  {
    open: readonly number[];
    final: readonly number[];
    idle: readonly number[];
    running: readonly number[];
    shocks: readonly FeedEventKind[];
    routineEvery: readonly [number, number];
  }
>;

/** The match as the books see it at one instant. */
export interface Situation {
  /** The books may quote now. */
  open: boolean;
  /** The match is under way (in-play prices). */
  live: boolean;
  state: number;
  /** Match minute (football) or minutes played (basketball). */
  minute: number;
  homeScore: number;
  awayScore: number;
  homeRed: number;
  awayRed: number;
}

interface Snapshot extends Omit<Situation, 'open' | 'live'> {
  at: number;
  /** When `minute` was read, to run the football clock on between reports. */
  clockAt: number;
  /** A final state was reached: nothing opens again. */
  closed: boolean;
}

/** Before the first report: not started, nothing on the board. */
const initial = {
  at: Number.NEGATIVE_INFINITY,
  clockAt: 0,
  closed: false,
  state: 1,
  minute: 0,
  homeScore: 0,
  awayScore: 0,
  homeRed: 0,
  awayRed: 0,
} satisfies Snapshot;

export interface MatchTimeline {
  sport: Sport;
  /** The kick-off the pre-match timetable counts back from. */
  kickoffAt: number;
  /** When play began; null when it never did (postponed, cancelled). */
  startedAt: number | null;
  /** The first final state; the end of the script when there is none. */
  closeAt: number;
  /** Instants of the events that make every book re-price. */
  shocks: number[];
  situationAt(at: number): Situation;
}

export interface TimelineOptions {
  sport: Sport;
  /** The fixture's kick-off: the timetable's anchor when the match never started. */
  kickoffAt: number;
  /** In-play books stop re-pricing after this minute: the last moments are too wild to price. */
  lastLiveMinute: number;
  /** The longest a period can run (football 45 + stoppage per half), to cap the running clock. */
  periodCap: (state: number) => number;
}

export function readTimeline(
  script: readonly FeedChange[],
  options: TimelineOptions,
): MatchTimeline {
  const sport = rules[options.sport];
  const isFinal = (state: number) => (sport.final as readonly number[]).includes(state);
  const isOpen = (state: number) => (sport.open as readonly number[]).includes(state);
  const snapshots: Snapshot[] = [];
  const shocks: number[] = [];
  let startedAt: number | null = null;
  let closeAt: number | null = null;
  const seenRed = { home: 0, away: 0 };
  let current: Snapshot = { ...initial };
  for (const change of script) {
    if (change.kind === 'live') {
      const s = change.state;
      // Any state but the idle and the final ones means the ball is in play.
      const inPlay = !(sport.idle as readonly number[]).includes(s.state) && !isFinal(s.state);
      if (startedAt === null && inPlay) startedAt = change.at;
      const closed = current.closed || isFinal(s.state);
      if (closed && closeAt === null) closeAt = change.at;
      current = {
        at: change.at,
        clockAt: change.at,
        closed,
        state: s.state,
        minute: s.minute,
        homeScore: s.home.score,
        awayScore: s.away.score,
        homeRed: Math.max(s.home.red, seenRed.home),
        awayRed: Math.max(s.away.red, seenRed.away),
      };
      snapshots.push(current);
    } else if (change.kind === 'event') {
      const e = change.event;
      // Shoot-out kicks carry the shoot-out score: keep the match score the books settle on.
      if (e.kind === 'shootoutGoal' || e.kind === 'shootoutMiss') continue;
      const red = e.kind === 'redCard' || e.kind === 'secondYellow';
      if (red) seenRed[e.side]++;
      const eventMinute = e.minute + e.addedMinute;
      const later = eventMinute >= current.minute;
      current = {
        ...current,
        at: change.at,
        clockAt: later ? change.at : current.clockAt,
        minute: later ? eventMinute : current.minute,
        homeScore: e.homeScore,
        awayScore: e.awayScore,
        homeRed: Math.max(current.homeRed, seenRed.home),
        awayRed: Math.max(current.awayRed, seenRed.away),
      };
      snapshots.push(current);
      const inRegulation = options.sport === 'basketball' || e.period <= 2;
      if (inRegulation && (sport.shocks as readonly FeedEventKind[]).includes(e.kind)) {
        shocks.push(change.at);
      }
    }
  }
  const lastAt = script[script.length - 1]?.at ?? options.kickoffAt;

  const situationAt = (at: number): Situation => {
    let lo = 0;
    let hi = snapshots.length - 1;
    let found: Snapshot | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const snap = snapshots[mid] as Snapshot;
      if (snap.at <= at) {
        found = snap;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const snap = found ?? initial;
    let minuteNow = snap.minute;
    if ((sport.running as readonly number[]).includes(snap.state)) {
      minuteNow = Math.min(
        options.periodCap(snap.state),
        snap.minute + (at - snap.clockAt) / minute,
      );
    }
    const live = snap.state !== 1 && startedAt !== null && at >= startedAt;
    const open =
      !snap.closed && isOpen(snap.state) && (!live || minuteNow < options.lastLiveMinute);
    return {
      open,
      live,
      state: snap.state,
      minute: live ? minuteNow : 0,
      homeScore: snap.homeScore,
      awayScore: snap.awayScore,
      homeRed: snap.homeRed,
      awayRed: snap.awayRed,
    };
  };

  return {
    sport: options.sport,
    // A match that never started keeps the timetable of its fixture (its books opened before the news).
    kickoffAt: startedAt ?? options.kickoffAt,
    startedAt,
    closeAt: closeAt ?? lastAt,
    shocks,
    situationAt,
  };
}

export type TickKind = 'opening' | 'routine' | 'last' | 'shock';

/** A moment the market moves; each book acts on it a little after (`spread`), or skips a routine one. */
export interface Tick {
  at: number;
  kind: TickKind;
  live: boolean;
  /** How long after `at` a book may get round to it, in ms. */
  spread: number;
}

/** The market's timetable for one match, in time order. */
export function marketTicks(timeline: MatchTimeline, rng: Rng): Tick[] {
  const ticks: Tick[] = [];
  const kickoff = timeline.kickoffAt;
  // 初盘: the books open their lines three to five days ahead.
  const openAt = kickoff - rng.between(3, 5) * day;
  ticks.push({ at: openAt, kind: 'opening', live: false, spread: 3 * hour });
  // A few moves a day as team news and money come in, none in the last hour and a half but the last.
  for (let at = openAt + rng.between(5, 12) * hour; at < kickoff - 90 * minute; ) {
    ticks.push({ at, kind: 'routine', live: false, spread: 45 * minute });
    at += rng.between(7, 13) * hour;
  }
  // The last pre-match move, with the line-ups out.
  ticks.push({
    at: kickoff - rng.between(6, 25) * minute,
    kind: 'last',
    live: false,
    spread: 4 * minute,
  });

  if (timeline.startedAt !== null) {
    const [every, upTo] = rules[timeline.sport].routineEvery;
    for (let at = timeline.startedAt + rng.between(3, 8) * minute; at < timeline.closeAt; ) {
      ticks.push({ at, kind: 'routine', live: true, spread: minute });
      at += rng.between(every, upTo) * minute;
    }
    // A goal or a red card: the books suspend, then re-open with new prices within a minute or two.
    for (const at of timeline.shocks) {
      if (at >= timeline.startedAt && at < timeline.closeAt) {
        ticks.push({ at: at + 20_000, kind: 'shock', live: true, spread: 100_000 });
      }
    }
  }
  return ticks.sort((a, b) => a.at - b.at);
}
