// Who is on the pitch for one side as the match goes on: players sent off or substituted take no further
// part, substitutes come from the bench, and every pick (scorer, booking, penalty taker…) is among those
// still playing, weighted by position.
import type { FeedLineupPlayer } from '../../types';
import type { Rng } from '../rng';
import type { TeamSheet } from './lineup';
import {
  assistWeight,
  bookingWeight,
  lineOf,
  ownGoalWeight,
  penaltyWeight,
  scoringWeight,
  takenOffWeight,
} from './roles';

/** Substitutions allowed in normal time. */
export const MAX_SUBSTITUTIONS = 5;

export class SidePlayers {
  readonly side: 'home' | 'away';
  private playing: FeedLineupPlayer[];
  private bench: FeedLineupPlayer[];
  private readonly booked = new Set<number>();
  private readonly cameOn = new Set<number>();
  substitutions = 0;

  constructor(sheet: TeamSheet) {
    this.side = sheet.side;
    this.playing = [...sheet.starters];
    this.bench = [...sheet.bench];
  }

  /** Players on the pitch now. */
  get onPitch(): readonly FeedLineupPlayer[] {
    return this.playing;
  }

  private pick(
    weight: (p: FeedLineupPlayer) => number,
    rng: Rng,
    among: readonly FeedLineupPlayer[] = this.playing,
  ): FeedLineupPlayer | null {
    const candidates = among.filter((p) => weight(p) > 0);
    return candidates.length > 0 ? rng.weighted(candidates, weight) : null;
  }

  scorer(rng: Rng): FeedLineupPlayer | null {
    return this.pick((p) => scoringWeight(p.position), rng);
  }

  /** Most goals are set up by a team-mate. */
  assistFor(scorer: FeedLineupPlayer, rng: Rng): FeedLineupPlayer | null {
    return this.pick((p) => (p === scorer ? 0 : assistWeight(p.position)), rng);
  }

  ownGoalScorer(rng: Rng): FeedLineupPlayer | null {
    return this.pick((p) => ownGoalWeight(p.position), rng);
  }

  penaltyTaker(rng: Rng): FeedLineupPlayer | null {
    // The designated taker takes nearly all of them: sharpen the position weights.
    return this.pick((p) => penaltyWeight(p.position) ** 3, rng);
  }

  /** Who gets the card; a player already on a yellow is careful, so less likely to be booked again. */
  offender(rng: Rng): FeedLineupPlayer | null {
    return this.pick(
      (p) => bookingWeight(p.position) * (this.booked.has(p.playerId) ? 0.3 : 1),
      rng,
    );
  }

  isBooked(player: FeedLineupPlayer): boolean {
    return this.booked.has(player.playerId);
  }

  book(player: FeedLineupPlayer): void {
    this.booked.add(player.playerId);
  }

  sendOff(player: FeedLineupPlayer): void {
    this.playing = this.playing.filter((p) => p !== player);
  }

  /**
   * A change: a tired or booked outfield player makes way for a bench player, like for like where the
   * bench allows. Null when the bench or the allowance is used up.
   */
  substitute(rng: Rng): { off: FeedLineupPlayer; on: FeedLineupPlayer } | null {
    if (this.substitutions >= MAX_SUBSTITUTIONS) return null;
    const off = this.pick(
      (p) =>
        takenOffWeight(p.position) *
        (this.booked.has(p.playerId) ? 1.8 : 1) *
        (this.cameOn.has(p.playerId) ? 0.05 : 1),
      rng,
    );
    if (!off) return null;
    const line = lineOf(off.position);
    const on = this.pick(
      (p) => (lineOf(p.position) === 'G' ? 0 : lineOf(p.position) === line ? 5 : 1),
      rng,
      this.bench,
    );
    if (!on) return null;
    this.substitutions++;
    this.playing = this.playing.map((p) => (p === off ? on : p));
    this.bench = this.bench.filter((p) => p !== on);
    this.cameOn.add(on.playerId);
    return { off, on };
  }

  /** Shoot-out order: the best takers first, the goalkeeper last. */
  shootoutOrder(rng: Rng): FeedLineupPlayer[] {
    return this.playing
      .map((p) => ({ p, key: penaltyWeight(p.position) * rng.between(0.5, 1.5) }))
      .sort((a, b) => b.key - a.key)
      .map(({ p }) => p);
  }
}
