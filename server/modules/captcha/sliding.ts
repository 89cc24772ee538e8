// Slider variant 2 (spec §3 "Slider data", §4): the picture, the piece and the target, for a check made in the browser.
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { drawPuzzle } from './drawing';
import { PIECE_SIZE } from './images/jigsaw';
import { allowGet, clientKey } from './limits';

/**
 * The spec's client compares the dragged offset with coox itself (within 6 units), so this
 * variant is a UX check only: its answer never reaches the server and it earns nothing. SMS and
 * every other guarded action accept only an AJ captchaVerification from POST /captcha/check.
 * It still counts against the get limit, since each call draws images.
 */
export async function slidingChallenge(ctx: AppContext, ip: string) {
  if (!(await allowGet(ctx, clientKey(ip)))) throw new ApiError(errors.tooManyRequests);
  const puzzle = await drawPuzzle(ctx, PIECE_SIZE);
  return {
    tari: puzzle.original,
    slii: puzzle.piece,
    coox: puzzle.x,
    cooy: puzzle.y,
  };
}
