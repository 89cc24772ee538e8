// How each hole of the slider's picture is drawn: its tone, cover, grain and rim, by its role (the piece's home or a decoy).
import type { Bitmap } from './render';
import { PIECE_SIZE } from './shapes';
import { chance, rand } from './svg';

/**
 * The piece's home; a decoy with other knobs; a lure, a decoy with other knobs that shows the
 * piece's own pixels through its cover (a template match of the piece's inside lands there);
 * or a plain decoy without knobs.
 */
export type HoleRole = 'home' | 'jigsaw' | 'lure' | 'plain';

/**
 * How much of the picture each kind of hole covers. The home is never the boldest: a person
 * finds it by its outline, a bot that looks for the strongest hole finds the plain decoy. One
 * jigsaw decoy is fainter than the home, so "the faintest hole" is not simply the home either.
 * The lure is see-through, so the piece's pixels read inside it.
 */
const COVER: Record<HoleRole, [number, number]> = {
  home: [0.5, 0.72],
  jigsaw: [0.35, 0.55],
  lure: [0.3, 0.5],
  plain: [0.78, 0.95],
};

/** How strong each kind of hole's rim is, in the same order. */
const RIM: Record<HoleRole, [number, number]> = {
  home: [0.45, 0.75],
  jigsaw: [0.3, 0.55],
  lure: [0.6, 0.92],
  plain: [0.7, 0.95],
};

/** Fill levels: the home's never as deep a shade as the decoys'. */
const FILL: Record<'home' | 'decoy', { dark: [number, number]; light: [number, number] }> = {
  home: { dark: [45, 75], light: [178, 208] },
  decoy: { dark: [12, 42], light: [222, 248] },
};

/** A hole's fill must differ from the picture around it by this many levels. */
const STANDS_OUT = 70;

export type Rgb = [number, number, number];

export const tint = (base: number, spread: number): Rgb => [
  base + rand(-spread, spread),
  base + rand(-spread, spread),
  base + rand(-spread, spread),
];

/** The glass is a little larger than a hole, so each hole sees a slightly different part of it. */
export const GLASS_SPARE = 6;

/**
 * How one hole is drawn: dark or light (see tones), flipped when that fill would not stand out
 * from the picture around it, its strengths drawn from its role's ranges, and a rim.
 */
export function holeLook(role: HoleRole, wantDark: boolean, surroundings: number) {
  const levels = FILL[role === 'home' ? 'home' : 'decoy'];
  const levelOf = (dark: boolean) => rand(...(dark ? levels.dark : levels.light));
  let dark = wantDark;
  let level = levelOf(dark);
  if (Math.abs(level - surroundings) < STANDS_OUT) {
    dark = !dark;
    level = levelOf(dark);
  }
  // The home is drawn larger than the piece, so its rim lies just outside the piece's outline;
  // a rim of the other tone there would ring the piece's shape with contrast for a bot to find.
  // Its fill stands out, so its rim takes the fill's tone. The decoys' rims stand out against
  // the picture (light in a night sky, dark on a white backboard).
  const lightRim = role === 'home' ? !dark : surroundings < 128;
  return {
    fill: tint(level, 8),
    /** How much of the picture the fill covers; the rest shows through. */
    cover: rand(...COVER[role]),
    /** Where in the glass this hole's see-through part starts. */
    shift: [rand(0, GLASS_SPARE), rand(0, GLASS_SPARE)] as const,
    /** The cover varies across the hole by up to this much. */
    coverSlope: role === 'lure' ? rand(0, 0.03) : rand(0.04, 0.14),
    /** A frosted texture of the hole's own, in levels; faint in the lure, whose inside must read. */
    grain: role === 'lure' ? rand(3, 8) : rand(10, 26),
    grainCell: rand(2.5, 4.5),
    rim: lightRim ? tint(rand(225, 250), 5) : tint(rand(25, 70), 10),
    rimStrength: rand(...RIM[role]),
    rimWidth: rand(1.3, 2.4),
  };
}

export type Look = ReturnType<typeof holeLook>;

/**
 * The tone each hole asks for, in the order given. The plain decoy and the lure, whose rims are
 * the boldest, ask for opposite tones, so whichever tone the home has, a bolder hole of that
 * tone is usually on the row: neither "the darkest hole" nor "the lightest" marks the home.
 */
export function tones(roles: HoleRole[]): boolean[] {
  const bold = chance(0.5);
  let boldSeen = 0;
  return roles.map((role) => {
    if (role !== 'plain' && role !== 'lure') return chance(0.5);
    boldSeen++;
    return boldSeen === 1 ? bold : !bold;
  });
}

/** The mean luminance of the picture in the piece-sized box at (x, y). */
export function surroundings(picture: Bitmap, x: number, y: number) {
  const d = picture.data;
  let sum = 0;
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const p = ((y + j) * picture.width + x + i) * 4;
      sum += 0.299 * (d[p] as number) + 0.587 * (d[p + 1] as number) + 0.114 * (d[p + 2] as number);
    }
  }
  return sum / (PIECE_SIZE * PIECE_SIZE);
}
