// API-Basketball v1 games turned into the feed's live states (scores by quarter, then overtime), and its game
// statistics into box scores.
import type { FeedBoxScoreRow, FeedLiveState, FeedSide, FeedTeamStats } from '../types';
import { matchStateOf } from './status';
import type {
  BasketballGameItem,
  BasketballPlayerStatItem,
  BasketballQuarterScores,
  BasketballTeamStatItem,
} from './wire';

const QUARTERS = ['quarter_1', 'quarter_2', 'quarter_3', 'quarter_4'] as const;

function quartersPlayed(s: BasketballQuarterScores) {
  return QUARTERS.filter((q) => s[q] !== null).length;
}

export function basketballLive(
  item: BasketballGameItem,
  matchId: number,
  now: number,
): FeedLiveState {
  const played = Math.max(quartersPlayed(item.scores.home), quartersPlayed(item.scores.away));
  const state = matchStateOf('basketball', item.status.short, { quartersPlayed: played });
  // `timer` is the minutes left in the quarter when the provider gives it.
  const timer = item.status.timer === null ? Number.NaN : Number(item.status.timer);
  const running = [2, 4, 6, 8, 9].includes(state);
  const sideOf = (s: BasketballQuarterScores): FeedSide => {
    const periods = QUARTERS.map((q) => s[q]).filter((v): v is number => v !== null);
    if (s.over_time !== null) periods.push(s.over_time);
    return {
      score: s.total ?? periods.reduce((a, b) => a + b, 0),
      half: null,
      periods,
      penalties: null,
      red: 0,
      yellow: 0,
      corners: 0,
    };
  };
  // Minutes played: whole quarters behind (12 min in the NBA, 10 elsewhere) and the running one's share.
  const length = item.league.id === 12 ? 12 : 10;
  const quarter = state === 9 ? 5 : Math.max(1, played);
  const minute = !running
    ? played * length
    : (quarter - 1) * length + (Number.isFinite(timer) ? Math.max(0, length - timer) : 0);
  return {
    matchId,
    state,
    periodStartAt:
      running && Number.isFinite(timer) ? now - Math.max(0, length - timer) * 60_000 : null,
    minute: Math.round(minute),
    addedTime: 0,
    clockSeconds: running && Number.isFinite(timer) ? Math.round(timer * 60) : null,
    kickoffAt: item.timestamp * 1000,
    home: sideOf(item.scores.home),
    away: sideOf(item.scores.away),
  };
}

const count = (v: number | null | undefined) => v ?? 0;
const share = (made: number, attempted: number) =>
  attempted === 0 ? 0 : Math.round((1000 * made) / attempted) / 10;
/** "35:48" → 36 (whole minutes, as the box score prints them). */
const minutesOf = (s: string | null) => {
  const [m = '0', sec = '0'] = (s ?? '').split(':');
  const total = Number(m) + Number(sec) / 60;
  return Number.isFinite(total) ? Math.round(total) : 0;
};

/**
 * API-Basketball's player lines as the feed's box score rows. What the provider does not give per player is 0
 * (steals, blocks, turnovers, fouls, offensive and defensive rebounds: the README says so) and the shirt number
 * and position are left empty; assistRate is estimated by the usual AST% formula from minutes and the team's
 * field goals (the share of teammates' field goals made while he played that he assisted).
 */
export function boxScoreRows(
  items: BasketballPlayerStatItem[],
  homeProviderId: number,
  playerId: (providerId: number) => number | undefined,
): FeedBoxScoreRow[] {
  const teamFg = new Map<number, { made: number; minutes: number }>();
  for (const i of items) {
    const t = teamFg.get(i.team.id) ?? { made: 0, minutes: 0 };
    t.made += count(i.field_goals.total);
    t.minutes += minutesOf(i.minutes);
    teamFg.set(i.team.id, t);
  }
  const rows: FeedBoxScoreRow[] = [];
  for (const i of items) {
    const id = playerId(i.player.id);
    if (id === undefined) continue;
    const fgm = count(i.field_goals.total);
    const fga = count(i.field_goals.attempts);
    const tpm = count(i.threepoint_goals.total);
    const tpa = count(i.threepoint_goals.attempts);
    const ftm = count(i.freethrows_goals.total);
    const fta = count(i.freethrows_goals.attempts);
    const minutes = minutesOf(i.minutes);
    const team = teamFg.get(i.team.id)!;
    const teammatesFg = team.minutes > 0 ? (minutes / (team.minutes / 5)) * team.made - fgm : 0;
    const assists = count(i.assists);
    rows.push({
      playerId: id,
      side: i.team.id === homeProviderId ? 'home' : 'away',
      name: i.player.name,
      shirtNumber: 0,
      position: '',
      starter: i.type === 'starters',
      minutesPlayed: minutes,
      points: count(i.points),
      fieldGoalsScored: fgm,
      fieldGoalsTotal: fga,
      fieldGoalsAccuracy: share(fgm, fga),
      threePoints: 3 * tpm,
      threePointsScored: tpm,
      threePointsTotal: tpa,
      threePointsAccuracy: share(tpm, tpa),
      freeThrowsScored: ftm,
      freeThrowsTotal: fta,
      freeThrowsAccuracy: share(ftm, fta),
      rebounds: count(i.rebounds.total),
      offensiveRebounds: 0,
      defensiveRebounds: 0,
      assists,
      steals: 0,
      blocks: 0,
      turnovers: 0,
      fouls: 0,
      assistRate:
        teammatesFg > 0 ? Math.min(100, Math.round((1000 * assists) / teammatesFg) / 10) : 0,
    });
  }
  return rows;
}

/** The team totals the feed's basketball statistics have a key for: fouls (the rest are not given). */
export function basketballTeamStats(
  items: BasketballTeamStatItem[],
  homeProviderId: number,
): { home: FeedTeamStats; away: FeedTeamStats } {
  const of = (home: boolean): FeedTeamStats => {
    const item = items.find((i) => (i.team.id === homeProviderId) === home);
    return item?.personal_fouls == null ? {} : { fouls: item.personal_fouls };
  };
  return { home: of(true), away: of(false) };
}
