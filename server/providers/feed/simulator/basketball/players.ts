// What kind of player each squad member is: how much he shoots, from where, how well, how he rebounds,
// passes and fouls. The position sets the shape; the player's own traits are seeded by his id, so he is
// the same player every night (the match's rng only decides the night).
import type { FeedPlayer } from '../../types';
import { Rng } from '../rng';

/** The five spots of a line-up on the floor. */
export type Slot = 'PG' | 'SG' | 'SF' | 'PF' | 'C';
export const slots: readonly Slot[] = ['PG', 'SG', 'SF', 'PF', 'C'];

export interface PlayerProfile {
  player: FeedPlayer;
  /** 0-1: his standing in the team. Stars start, take more shots and close games. */
  talent: number;
  /** Weight for taking a shot. */
  usage: number;
  /** Share of his shots that are threes. */
  threeRate: number;
  /** Share of his twos taken in the paint (the rest are mid-range). */
  paintRate: number;
  /** Multiplier on his make chances. */
  shooting: number;
  freeThrow: number;
  drawsFouls: number;
  rebounding: number;
  blocking: number;
  stealing: number;
  passing: number;
  /** Weight for being the one who loses the ball. */
  handling: number;
  fouling: number;
}

interface Shape {
  usage: number;
  threeRate: number;
  paintRate: number;
  freeThrow: number;
  drawsFouls: number;
  rebounding: number;
  blocking: number;
  stealing: number;
  passing: number;
  handling: number;
  fouling: number;
}

// League-typical shapes per position (threes ~40 % of shots, bigs in the paint, guards pass and steal).
const shapes: Record<Slot, Shape> = {
  PG: {
    usage: 1.05,
    threeRate: 0.42,
    paintRate: 0.55,
    freeThrow: 0.82,
    drawsFouls: 1,
    rebounding: 0.5,
    blocking: 0.3,
    stealing: 1.4,
    passing: 2.8,
    handling: 1.7,
    fouling: 0.85,
  },
  SG: {
    usage: 1.05,
    threeRate: 0.48,
    paintRate: 0.52,
    freeThrow: 0.8,
    drawsFouls: 0.9,
    rebounding: 0.6,
    blocking: 0.4,
    stealing: 1.2,
    passing: 1.3,
    handling: 1.1,
    fouling: 0.9,
  },
  SF: {
    usage: 0.95,
    threeRate: 0.42,
    paintRate: 0.62,
    freeThrow: 0.77,
    drawsFouls: 1,
    rebounding: 0.9,
    blocking: 0.7,
    stealing: 1.1,
    passing: 1,
    handling: 0.9,
    fouling: 1,
  },
  PF: {
    usage: 0.9,
    threeRate: 0.3,
    paintRate: 0.75,
    freeThrow: 0.72,
    drawsFouls: 1.1,
    rebounding: 1.45,
    blocking: 1.3,
    stealing: 0.8,
    passing: 0.8,
    handling: 0.8,
    fouling: 1.1,
  },
  C: {
    usage: 0.85,
    threeRate: 0.1,
    paintRate: 0.9,
    freeThrow: 0.66,
    drawsFouls: 1.3,
    rebounding: 2.1,
    blocking: 2.3,
    stealing: 0.7,
    passing: 0.8,
    handling: 0.8,
    fouling: 1.2,
  },
};

const blend = (a: Shape, b: Shape): Shape => {
  const out = { ...a };
  for (const key of Object.keys(a) as (keyof Shape)[]) out[key] = (a[key] + b[key]) / 2;
  return out;
};

/** The shape of a position code; the generic G and F sit between their two spots. */
const shapeOf = (position: string): Shape => {
  if (position === 'G') return blend(shapes.PG, shapes.SG);
  if (position === 'F') return blend(shapes.SF, shapes.PF);
  return shapes[position as Slot] ?? shapes.SF;
};

/** Which codes can play a spot, best fit first. */
const fits: Record<Slot, readonly string[]> = {
  PG: ['PG', 'G', 'SG'],
  SG: ['SG', 'G', 'PG', 'SF'],
  SF: ['SF', 'F', 'SG', 'PF'],
  PF: ['PF', 'F', 'SF', 'C'],
  C: ['C', 'PF', 'F'],
};

export const canPlay = (profile: PlayerProfile, slot: Slot): boolean =>
  fits[slot].includes(profile.player.position);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function profileOf(player: FeedPlayer): PlayerProfile {
  const rng = new Rng(`basketball-player:${player.id}`);
  const shape = shapeOf(player.position);
  const talent = rng.next();
  // Taller than the position's usual height: more boards and blocks, fewer threes.
  const size = clamp(1 + (player.heightCm - 200) / 60, 0.8, 1.2);
  return {
    player,
    talent,
    usage: shape.usage * (0.45 + 1.6 * talent * talent),
    threeRate: clamp(shape.threeRate * rng.between(0.7, 1.3), 0.02, 0.65),
    paintRate: clamp(shape.paintRate * rng.between(0.85, 1.15), 0.3, 0.97),
    shooting: clamp(0.95 + 0.09 * talent + rng.normal(0, 0.02), 0.88, 1.1),
    freeThrow: clamp(shape.freeThrow + 0.04 * talent + rng.normal(0, 0.05), 0.5, 0.93),
    drawsFouls: shape.drawsFouls * (0.6 + talent),
    rebounding: shape.rebounding * size * rng.between(0.8, 1.2),
    blocking: shape.blocking * size * rng.between(0.7, 1.3),
    stealing: shape.stealing * rng.between(0.7, 1.3),
    passing: shape.passing * rng.between(0.7, 1.3) * (0.7 + 0.6 * talent),
    handling: shape.handling * (0.6 + talent),
    fouling: shape.fouling * rng.between(0.8, 1.2),
  };
}
