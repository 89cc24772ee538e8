// API-Basketball v1 games turned into the feed's live states (scores by quarter, then overtime).
import type { FeedLiveState, FeedSide } from '../types';
import { matchStateOf } from './status';
import type { BasketballGameItem, BasketballQuarterScores } from './wire';

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
