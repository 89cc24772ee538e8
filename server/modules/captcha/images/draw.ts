// The captcha's drawing as worker tasks (server/workers/tasks.ts): pictures as Base64 with their secret parts, plain data only.
import type { Point } from '../challenge';
import { makeClickWord } from './click-word';
import { makePuzzle } from './puzzle';

export interface DrawnPuzzle {
  /** The background with the holes, PNG as Base64. */
  original: string;
  /** The piece on its transparent strip, PNG as Base64. */
  piece: string;
  /** The answer: the piece box's left edge in the background. */
  x: number;
  y: number;
}

export interface DrawnClickWord {
  image: string;
  words: string[];
  points: Point[];
}

/**
 * Draws a blockPuzzle (stripHeight 155, AJ's full-height strip) or slider variant 2's piece
 * alone (stripHeight 47). Base64 is made here too: on a 70 KB picture it is work the event loop
 * need not do.
 */
export async function drawPuzzle(input: { stripHeight: number }): Promise<DrawnPuzzle> {
  const puzzle = await makePuzzle(input.stripHeight);
  return {
    original: puzzle.original.toString('base64'),
    piece: puzzle.piece.toString('base64'),
    x: puzzle.x,
    y: puzzle.y,
  };
}

export async function drawClickWord(_input: Record<string, never> = {}): Promise<DrawnClickWord> {
  const picture = await makeClickWord();
  return { image: picture.image.toString('base64'), words: picture.words, points: picture.points };
}
