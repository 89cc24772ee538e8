// The running match statistics of one side, kept alongside the events so every stats report agrees
// with them: goals are shots on target, a keeper's saves are the other side's shots on target that did
// not go in, cards and corners are the scoreboard's own counters.
import type { FeedSide, FeedTeamStats } from '../../types';

export class Tally {
  /** Goals from this side's own shots (own goals are not their shots). */
  scored = 0;
  /** On target, kept out: saves for the other side's keeper. */
  saved = 0;
  /** Wide, blocked, or in but ruled out. */
  offTarget = 0;
  fouls = 0;
  offsides = 0;
  /** Build-ups that did not become dangerous. */
  plainAttacks = 0;
  dangerousAttacks = 0;
  private possessionSum = 0;
  private possessionMinutes = 0;

  /** One minute's share of the ball, 0-100. */
  possessionMinute(share: number): void {
    this.possessionSum += share;
    this.possessionMinutes++;
  }

  /** Share of the ball so far; 50 before a minute is played. */
  get possession(): number {
    return this.possessionMinutes === 0 ? 50 : this.possessionSum / this.possessionMinutes;
  }

  toStats(side: FeedSide, opponent: Tally, possession: number): FeedTeamStats {
    const shotsOnTarget = this.scored + this.saved;
    const shots = shotsOnTarget + this.offTarget;
    // Every shot came from a dangerous attack, and every dangerous attack is an attack.
    const dangerousAttacks = this.dangerousAttacks + shots;
    return {
      possession,
      shots,
      shotsOnTarget,
      corners: side.corners,
      fouls: this.fouls,
      offsides: this.offsides,
      yellowCards: side.yellow,
      redCards: side.red,
      saves: opponent.saved,
      attacks: this.plainAttacks + dangerousAttacks,
      dangerousAttacks,
    };
  }
}

/** The two sides' possession as whole percentages summing to 100. */
export function possessionPair(home: Tally, away: Tally): [number, number] {
  const total = home.possession + away.possession;
  const homeShare = Math.round((100 * home.possession) / (total || 1));
  return [homeShare, 100 - homeShare];
}
