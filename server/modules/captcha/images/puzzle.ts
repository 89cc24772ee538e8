// The blockPuzzle pictures: a fresh background, the piece cut at a random place well right of the start.
import { renderBackground } from './backgrounds';
import { cutJigsaw, PIECE_SIZE, randomShape } from './jigsaw';
import { encodePng } from './render';
import { HEIGHT, secureInt, WIDTH } from './svg';

/** The piece starts at x = 0; a target this far right cannot be hit by not moving. */
const MIN_X = 2 * PIECE_SIZE + 6;
const EDGE = 4;

export interface PuzzleImages {
  original: Buffer;
  piece: Buffer;
  /** The piece box's left edge in the background: the answer. */
  x: number;
  /** The piece box's top edge. */
  y: number;
}

/** `stripHeight` 155 gives AJ's full-height piece strip; PIECE_SIZE gives the piece alone. */
export async function makePuzzle(stripHeight = HEIGHT): Promise<PuzzleImages> {
  const background = await renderBackground();
  const x = secureInt(MIN_X, WIDTH - PIECE_SIZE - EDGE);
  const y = secureInt(EDGE, HEIGHT - PIECE_SIZE - EDGE);
  const { original, piece } = await cutJigsaw(background, { x, y }, randomShape(), stripHeight);
  return { original: encodePng(original), piece: encodePng(piece), x, y };
}
