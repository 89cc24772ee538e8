// The blockPuzzle pictures: a fresh background and four holes along the piece's row, one of them the piece's home.
import { renderBackground } from './backgrounds';
import { cutJigsaw, type Hole } from './jigsaw';
import { encodePng } from './render';
import { jigsawDecoy, PIECE_SIZE, plainDecoy, randomShape } from './shapes';
import { HEIGHT, secureInt, WIDTH } from './svg';

/** Holes start right of the resting piece (0-47), so not moving never passes. */
export const MIN_X = PIECE_SIZE + 3;
export const MAX_X = WIDTH - PIECE_SIZE - 4;
const EDGE = 4;
/** Holes never touch: a person sees each outline whole. */
const GAP = PIECE_SIZE + 5;
/** The piece's home and three decoys: as many as the row holds with room between them. */
const HOLES = 4;

export interface PuzzleImages {
  original: Buffer;
  piece: Buffer;
  /** The piece box's left edge in the background: the answer. */
  x: number;
  /** The piece box's top edge. */
  y: number;
}

/** `count` left edges in [MIN_X, MAX_X], each GAP from the others; fewer if they will not fit. */
export function holePlaces(count: number): number[] {
  for (let attempt = 0; attempt < 200; attempt++) {
    const places: number[] = [];
    for (let tries = 0; tries < 50 && places.length < count; tries++) {
      const x = secureInt(MIN_X, MAX_X);
      if (places.every((p) => Math.abs(p - x) >= GAP)) places.push(x);
    }
    if (places.length === count) return places;
  }
  return holePlaces(count - 1);
}

/**
 * The holes on the piece's row: its home and three decoys (hole-look.ts): a plain one without
 * knobs, a lure and a faint one, both jigsaw-shaped with other knobs on two sides. Places are
 * drawn first, then which is which, so no role's rank along the row tells anything; all from
 * the CSPRNG. Decoys sit exactly on the piece's row: a search along it meets them as squarely
 * as the home.
 */
export function layHoles(): { home: Hole; decoys: Hole[] } {
  const places = holePlaces(HOLES);
  const home = secureInt(0, places.length - 1);
  const plain = (home + secureInt(1, places.length - 1)) % places.length;
  const others = places.map((_, i) => i).filter((i) => i !== home && i !== plain);
  const lure = others[secureInt(0, others.length - 1)];
  const y = secureInt(EDGE, HEIGHT - PIECE_SIZE - EDGE);
  const shape = randomShape();
  const holes = places.map(
    (x, i): Hole =>
      i === home
        ? { x, y, shape, role: 'home' }
        : i === plain
          ? { x, y, shape: plainDecoy(shape), role: 'plain' }
          : { x, y, shape: jigsawDecoy(shape), role: i === lure ? 'lure' : 'jigsaw' },
  );
  return { home: holes[home] as Hole, decoys: holes.filter((_, i) => i !== home) };
}

/** `stripHeight` 155 gives AJ's full-height piece strip; PIECE_SIZE gives the piece alone. */
export async function makePuzzle(stripHeight = HEIGHT): Promise<PuzzleImages> {
  const background = await renderBackground();
  const { home, decoys } = layHoles();
  const { original, piece } = await cutJigsaw(background, home, decoys, stripHeight);
  return { original: encodePng(original), piece: encodePng(piece), x: home.x, y: home.y };
}
