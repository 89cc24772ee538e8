// Captcha pictures drawn in the worker pool, never on the event loop; a full queue or a stuck draw is "busy", not a 500.
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { TaskTimeout } from '../../workers/pool';
import type { DrawnClickWord, DrawnPuzzle } from './images/draw';

/** The pool refuses at once when its queue is full (10012); a draw past its time is the same to the caller. */
async function offLoop<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TaskTimeout) throw new ApiError(errors.workersBusy);
    throw err;
  }
}

export const isBusy = (err: unknown) => err instanceof ApiError && err.error === errors.workersBusy;

/** stripHeight 155 gives AJ's full-height piece strip; 47 the piece alone (slider variant 2). */
export const drawPuzzle = (ctx: AppContext, stripHeight: number): Promise<DrawnPuzzle> =>
  offLoop(() => ctx.workers.run('drawPuzzle', { stripHeight }));

export const drawClickWord = (ctx: AppContext): Promise<DrawnClickWord> =>
  offLoop(() => ctx.workers.run('drawClickWord', {}));
