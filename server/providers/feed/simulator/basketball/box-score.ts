// A player's running stat line and the spec §3 box score row built from it.
import type { FeedBoxScoreRow } from '../../types';
import type { PlayerProfile } from './players';

export interface PlayerLine {
  profile: PlayerProfile;
  side: 'home' | 'away';
  starter: boolean;
  /** The spot he started in (starters), else his own position code. */
  position: string;
  secondsPlayed: number;
  fieldGoalsScored: number;
  fieldGoalsTotal: number;
  threePointsScored: number;
  threePointsTotal: number;
  freeThrowsScored: number;
  freeThrowsTotal: number;
  offensiveRebounds: number;
  defensiveRebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  /** Field goals his team made while he was on the floor, his own included (for assistRate). */
  teamFieldGoalsOnCourt: number;
}

export const newLine = (
  profile: PlayerProfile,
  side: 'home' | 'away',
  starter: boolean,
  position: string,
): PlayerLine => ({
  profile,
  side,
  starter,
  position,
  secondsPlayed: 0,
  fieldGoalsScored: 0,
  fieldGoalsTotal: 0,
  threePointsScored: 0,
  threePointsTotal: 0,
  freeThrowsScored: 0,
  freeThrowsTotal: 0,
  offensiveRebounds: 0,
  defensiveRebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fouls: 0,
  teamFieldGoalsOnCourt: 0,
});

export const pointsOf = (line: PlayerLine): number =>
  2 * (line.fieldGoalsScored - line.threePointsScored) +
  3 * line.threePointsScored +
  line.freeThrowsScored;

/** Percent with one decimal; 0 when nothing was tried. */
const percent = (made: number, total: number): number =>
  total === 0 ? 0 : Math.round((1000 * made) / total) / 10;

/**
 * Whole minutes that add up to the team's real total: largest-remainder rounding of the seconds, so
 * the five men on the floor always account for five times the minutes played.
 */
export function minutesOf(lines: readonly PlayerLine[]): number[] {
  const totalSeconds = lines.reduce((sum, line) => sum + line.secondsPlayed, 0);
  const floors = lines.map((line) => Math.floor(line.secondsPlayed / 60));
  let missing = Math.round(totalSeconds / 60) - floors.reduce((sum, m) => sum + m, 0);
  const byRemainder = lines
    .map((line, i) => ({ i, rest: line.secondsPlayed % 60 }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing--;
  }
  return floors;
}

/**
 * One side's rows. assistRate is AST%: the share of his teammates' field goals made while he was on
 * the floor that he assisted, in percent (assists / (team FGM on court − his own FGM) × 100).
 */
export function boxRows(lines: readonly PlayerLine[]): FeedBoxScoreRow[] {
  const minutes = minutesOf(lines);
  return lines.map((line, i) => {
    const { player } = line.profile;
    const teammatesMade = line.teamFieldGoalsOnCourt - line.fieldGoalsScored;
    return {
      playerId: player.id,
      side: line.side,
      name: player.name,
      shirtNumber: player.shirtNumber,
      position: line.position,
      starter: line.starter,
      minutesPlayed: minutes[i] ?? 0,
      points: pointsOf(line),
      fieldGoalsScored: line.fieldGoalsScored,
      fieldGoalsTotal: line.fieldGoalsTotal,
      fieldGoalsAccuracy: percent(line.fieldGoalsScored, line.fieldGoalsTotal),
      threePoints: 3 * line.threePointsScored,
      threePointsScored: line.threePointsScored,
      threePointsTotal: line.threePointsTotal,
      threePointsAccuracy: percent(line.threePointsScored, line.threePointsTotal),
      freeThrowsScored: line.freeThrowsScored,
      freeThrowsTotal: line.freeThrowsTotal,
      freeThrowsAccuracy: percent(line.freeThrowsScored, line.freeThrowsTotal),
      rebounds: line.offensiveRebounds + line.defensiveRebounds,
      offensiveRebounds: line.offensiveRebounds,
      defensiveRebounds: line.defensiveRebounds,
      assists: line.assists,
      steals: line.steals,
      blocks: line.blocks,
      turnovers: line.turnovers,
      fouls: line.fouls,
      assistRate: percent(line.assists, teammatesMade),
    };
  });
}
