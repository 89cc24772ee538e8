// Who plays, and for how long: the starting five, each player's planned minutes, and the five on the
// floor after each dead ball. Minutes follow the plan (a deficit rule), bent by the game: starters open
// the 1st and 3rd quarters and close tight games, the bench finishes blow-outs, foul trouble sits.
import type { Rng } from '../rng';
import { canPlay, type PlayerProfile, type Slot, slots } from './players';

// Scarce spots first, so a squad short of centres still gets its best big at centre.
const fillOrder: readonly Slot[] = ['C', 'PG', 'PF', 'SG', 'SF'];

/**
 * Five players for the five spots, each spot taking the best-scoring free player who can play it (or
 * the best free player at all when nobody fits). `candidates` must hold at least five players.
 */
export function fillSpots(
  candidates: readonly PlayerProfile[],
  score: (profile: PlayerProfile) => number,
): { slot: Slot; profile: PlayerProfile }[] {
  const ranked = [...candidates].sort(
    (a, b) => score(b) - score(a) || a.player.shirtNumber - b.player.shirtNumber,
  );
  const used = new Set<PlayerProfile>();
  const out: { slot: Slot; profile: PlayerProfile }[] = [];
  for (const slot of fillOrder) {
    const free = ranked.filter((p) => !used.has(p));
    const profile = free.find((p) => canPlay(p, slot)) ?? free[0];
    if (!profile) break;
    used.add(profile);
    out.push({ slot, profile });
  }
  // Listed the way a line-up reads: PG, SG, SF, PF, C.
  return out.sort((a, b) => slots.indexOf(a.slot) - slots.indexOf(b.slot));
}

/** The starting five: the most talented player for each spot. */
export const pickStarters = (profiles: readonly PlayerProfile[]) =>
  fillSpots(profiles, (p) => p.talent);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Planned seconds per player over regulation, adding up to five times its length: starters ~30-36
 * minutes (stars more), a rotation of 4-5 from the bench, the end of the bench a few minutes or none.
 */
export function minutesPlan(
  rng: Rng,
  profiles: readonly PlayerProfile[],
  starters: ReadonlySet<PlayerProfile>,
  regulationSeconds: number,
): Map<number, number> {
  const scale = regulationSeconds / (48 * 60);
  const plan = new Map<number, number>();
  let startersTotal = 0;
  for (const p of profiles) {
    if (!starters.has(p)) continue;
    const minutes = clamp(rng.normal(32.5 + 5 * (p.talent - 0.5), 1.8), 27, 38) * scale;
    plan.set(p.player.id, minutes * 60);
    startersTotal += minutes * 60;
  }
  const bench = profiles.filter((p) => !starters.has(p)).sort((a, b) => b.talent - a.talent);
  const benchBase = [24, 20, 16, 11, 6, 2];
  const wanted = bench.map((_, i) => Math.max(0, rng.normal(benchBase[i] ?? 0, 2.5)));
  const wantedTotal = wanted.reduce((sum, m) => sum + m, 0);
  const left = Math.max(0, 5 * regulationSeconds - startersTotal);
  bench.forEach((p, i) => {
    plan.set(p.player.id, wantedTotal > 0 ? ((wanted[i] ?? 0) / wantedTotal) * left : 0);
  });
  return plan;
}

export type RotationMode = 'start' | 'normal' | 'closing' | 'garbage';

export interface RotationView {
  profile: PlayerProfile;
  starter: boolean;
  onCourt: boolean;
  secondsPlayed: number;
  fouls: number;
  plannedSeconds: number;
}

export interface RotationContext {
  mode: RotationMode;
  /** Share of regulation played, 0-1 (overtime counts as 1). */
  progress: number;
  period: number;
  /** Game clock left in the period. */
  clock: number;
  foulOut: number;
}

/**
 * The five who should be on the floor now. `normal` plays the players furthest behind their plan,
 * with a minute's grace for those already on (no ping-pong substitutions); players in foul trouble
 * sit until late in the game.
 */
export function chooseFive(
  views: readonly RotationView[],
  context: RotationContext,
): { slot: Slot; profile: PlayerProfile }[] {
  const eligible = views.filter((v) => v.fouls < context.foulOut);
  // A team with fewer than five eligible players keeps fouled-out players on (NBA rule 3-I).
  const pool = eligible.length >= 5 ? eligible : views;
  const byProfile = new Map(pool.map((v) => [v.profile, v]));
  const score = (profile: PlayerProfile): number => {
    const v = byProfile.get(profile);
    if (!v) return -Infinity;
    // Foul trouble: two in the 1st quarter, three in the 2nd, one short of fouling out in the 3rd and
    // in the 4th until its last six minutes.
    const early =
      context.period < 4 && v.fouls >= Math.min(context.foulOut - 1, context.period + 1);
    const late = context.period === 4 && context.clock > 360 && v.fouls >= context.foulOut - 1;
    const trouble = early || late ? -5000 : 0;
    switch (context.mode) {
      case 'start':
        return (v.starter ? 1000 : 0) + v.profile.talent + trouble;
      case 'closing':
        return (v.starter ? 1 : 0) + v.profile.talent;
      case 'garbage':
        return (v.starter ? -1000 : 0) + v.plannedSeconds / 60 - v.secondsPlayed / 60;
      default: {
        const deficit = v.plannedSeconds * context.progress - v.secondsPlayed;
        return deficit + (v.onCourt ? 60 : 0) + trouble;
      }
    }
  };
  return fillSpots(
    pool.map((v) => v.profile),
    score,
  );
}
