// API-Football v3 answers turned into the feed's types. Pure: ids are already ours (see ids.ts).
import type {
  FeedEvent,
  FeedEventKind,
  FeedLineupPlayer,
  FeedLiveState,
  FeedSide,
  FeedTeamStats,
} from '../types';
import { matchStateOf } from './status';
import type {
  FootballEventItem,
  FootballFixtureItem,
  FootballLineupItem,
  FootballStatisticsItem,
} from './wire';

const n = (v: number | null | undefined) => v ?? 0;

/** Cards counted from the events: the fixtures answer has none. */
export interface Bookings {
  home: { yellow: number; red: number };
  away: { yellow: number; red: number };
}

export const noBookings = (): Bookings => ({
  home: { yellow: 0, red: 0 },
  away: { yellow: 0, red: 0 },
});

/** The live state of a fixture; `corners` come from the last statistics, cards from the events. */
export function footballLive(
  item: FootballFixtureItem,
  matchId: number,
  now: number,
  extra: { bookings?: Bookings; corners?: { home: number; away: number } } = {},
): FeedLiveState {
  const { fixture, goals, score } = item;
  const state = matchStateOf('football', fixture.status.short, { elapsed: fixture.status.elapsed });
  const minute = n(fixture.status.elapsed);
  const pastHalf = state >= 3 && state !== 9 && state !== 13;
  const periodStartAt =
    state === 2 && fixture.periods?.first
      ? fixture.periods.first * 1000
      : state === 4 && fixture.periods?.second
        ? fixture.periods.second * 1000
        : state === 5
          ? now - Math.max(0, minute - 90) * 60_000
          : null;
  const sideOf = (key: 'home' | 'away'): FeedSide => {
    const total = n(goals[key]);
    const half = score.halftime[key];
    const extraTime = score.extratime[key];
    const regular = score.fulltime[key] ?? (extraTime !== null ? total - extraTime : total);
    const periods = !pastHalf
      ? [total]
      : [n(half), Math.max(0, regular - n(half)), ...(extraTime !== null ? [extraTime] : [])];
    return {
      score: total,
      half: pastHalf ? n(half) : null,
      periods,
      penalties: score.penalty[key],
      red: extra.bookings?.[key].red ?? 0,
      yellow: extra.bookings?.[key].yellow ?? 0,
      corners: extra.corners?.[key] ?? 0,
    };
  };
  return {
    matchId,
    state,
    periodStartAt,
    minute,
    addedTime: n(fixture.status.extra),
    clockSeconds: null,
    kickoffAt: fixture.timestamp * 1000,
    home: sideOf('home'),
    away: sideOf('away'),
  };
}

function kindOf(e: FootballEventItem, shootout: boolean): FeedEventKind | null {
  const detail = e.detail.toLowerCase();
  switch (e.type.toLowerCase()) {
    case 'goal':
      if (detail.includes('missed')) return shootout ? 'shootoutMiss' : 'penaltyMissed';
      if (detail.includes('own')) return 'ownGoal';
      if (detail.includes('penalty')) return shootout ? 'shootoutGoal' : 'penaltyGoal';
      return 'goal';
    case 'card':
      if (detail.includes('second')) return 'secondYellow';
      if (detail.includes('red')) return 'redCard';
      return 'yellowCard';
    case 'subst':
      return 'substitution';
    case 'var':
      return 'var';
    default:
      return null;
  }
}

const COUNTS_FOR_SCORE = new Set<FeedEventKind>(['goal', 'ownGoal', 'penaltyGoal']);

function line(kind: FeedEventKind, e: FootballEventItem, at: string, score: string): string {
  const who = `${e.team.name} ${e.player.name ?? ''}`.trim();
  switch (kind) {
    case 'goal':
      return e.assist.name
        ? `${at}，${who} 进球！助攻：${e.assist.name}，比分 ${score}`
        : `${at}，${who} 进球！比分 ${score}`;
    case 'ownGoal':
      return `${at}，${e.player.name ?? ''} 自摆乌龙，比分 ${score}`;
    case 'penaltyGoal':
      return `${at}，${who} 点球命中！比分 ${score}`;
    case 'penaltyMissed':
      return `${at}，${who} 点球未进`;
    case 'yellowCard':
      return `${at}，${who} 吃到黄牌`;
    case 'secondYellow':
      return `${at}，${who} 两黄变一红被罚下`;
    case 'redCard':
      return `${at}，${who} 被红牌罚下`;
    case 'substitution':
      return `${at}，${e.team.name} 换人：${e.assist.name ?? ''} 换下 ${e.player.name ?? ''}`;
    case 'var':
      return `${at}，VAR：${e.detail}`;
    case 'shootoutGoal':
      return `点球大战，${who} 罚进`;
    case 'shootoutMiss':
      return `点球大战，${who} 罚失`;
    default:
      return at;
  }
}

/** What identifies an event of the provider's list (it has no id): the n-th event of its kind, time and player. */
export function eventKeys(items: FootballEventItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((e) => {
    const base = `${e.type}|${e.detail}|${e.time.elapsed}|${e.time.extra ?? 0}|${e.team.id}|${e.player.id ?? e.player.name}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}|${n}`;
  });
}

/**
 * The match's timeline: every event of the answer with its index, the score after it and a line of
 * Chinese commentary. The index is the event's place in the list (the provider keeps time order) unless
 * `indexOf` gives a stable one: a goal ruled out disappears from the list and would shift the rest. `side` of a goal is the
 * team it counts for: API-Football lists a goal, own goals included, under the team credited with it.
 * Player ids are the provider's mapped through `playerId` (null when the answer has none).
 */
export function footballEvents(
  items: FootballEventItem[],
  matchId: number,
  homeTeamProviderId: number,
  playerId: (providerId: number) => number | undefined,
  indexOf: (key: string, position: number) => number = (_key, position) => position,
): { events: FeedEvent[]; bookings: Bookings } {
  const events: FeedEvent[] = [];
  const keys = eventKeys(items);
  const bookings = noBookings();
  let home = 0;
  let away = 0;
  items.forEach((e, index) => {
    const shootout = (e.comments ?? '').toLowerCase().includes('shootout');
    const kind = kindOf(e, shootout);
    if (!kind) return;
    const side = e.team.id === homeTeamProviderId ? 'home' : 'away';
    if (COUNTS_FOR_SCORE.has(kind)) {
      if (side === 'home') home++;
      else away++;
    }
    if (kind === 'yellowCard') bookings[side].yellow++;
    if (kind === 'redCard' || kind === 'secondYellow') bookings[side].red++;
    const minute = e.time.elapsed;
    const addedMinute = e.time.extra ?? 0;
    // 45+2 is the first half, 90+3 the second: the minute without the added time says which.
    const period = shootout ? 4 : minute > 90 ? 3 : minute > 45 ? 2 : 1;
    const at = addedMinute > 0 ? `${minute}+${addedMinute}'` : `${minute}'`;
    events.push({
      matchId,
      index: indexOf(keys[index]!, index),
      kind,
      minute,
      addedMinute,
      period,
      side,
      playerId: e.player.id === null ? null : (playerId(e.player.id) ?? null),
      playerName: e.player.name ?? '',
      // API-Football: in a substitution `player` goes off and `assist` comes on.
      relatedPlayerName: e.assist.name ?? '',
      homeScore: home,
      awayScore: away,
      text: line(kind, e, at, `${home}-${away}`),
    });
  });
  return { events, bookings };
}

/** Spec §3 football position codes for API-Football's G/D/M/F. */
const POSITIONS: Record<string, string> = { G: 'GK', D: 'DC', M: 'MC', F: 'FW' };

export function footballLineups(
  items: FootballLineupItem[],
  homeTeamProviderId: number,
  playerId: (providerId: number) => number | undefined,
): FeedLineupPlayer[] {
  return items.flatMap((team) => {
    const side = team.team.id === homeTeamProviderId ? 'home' : 'away';
    const row = (starter: boolean) => (p: FootballLineupItem['startXI'][number]) => {
      const id = playerId(p.player.id);
      return id === undefined
        ? []
        : [
            {
              playerId: id,
              side,
              name: p.player.name,
              shirtNumber: p.player.number ?? 0,
              position: POSITIONS[p.player.pos ?? ''] ?? 'MC',
              starter,
              captain: false,
            } satisfies FeedLineupPlayer,
          ];
    };
    return [...team.startXI.flatMap(row(true)), ...team.substitutes.flatMap(row(false))];
  });
}

const STAT_KEYS: Record<string, keyof FeedTeamStats> = {
  'Ball Possession': 'possession',
  'Total Shots': 'shots',
  'Shots on Goal': 'shotsOnTarget',
  'Corner Kicks': 'corners',
  Fouls: 'fouls',
  Offsides: 'offsides',
  'Yellow Cards': 'yellowCards',
  'Red Cards': 'redCards',
  'Goalkeeper Saves': 'saves',
};

export function footballStats(
  items: FootballStatisticsItem[],
  homeTeamProviderId: number,
): { home: FeedTeamStats; away: FeedTeamStats } {
  const out = { home: {} as FeedTeamStats, away: {} as FeedTeamStats };
  for (const team of items) {
    const side = team.team.id === homeTeamProviderId ? 'home' : 'away';
    for (const s of team.statistics) {
      const key = STAT_KEYS[s.type];
      if (!key || s.value === null) continue;
      const value = typeof s.value === 'number' ? s.value : Number.parseFloat(s.value);
      if (Number.isFinite(value)) out[side][key] = value;
    }
  }
  return out;
}

/** "Regular Season - 12" → 第12轮; other rounds are kept as given. */
export function roundLabel(round: string | null | undefined): string {
  const m = /Regular Season - (\d+)/.exec(round ?? '');
  return m ? `第${m[1]}轮` : (round ?? '');
}
