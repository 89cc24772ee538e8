// What other modules use of levels: a quiet experience credit for their hooks, and the marks of profile changes.
import type { AppContext } from '../../context';
import { userMarks } from '../../db/schema';

export { setGradeClock } from './clock';
export { earn, earnMany, earnQuietly } from './experience';
export { watchTrackerOf } from './watch';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Remembers a one-off thing the user did (修改昵称) for the newcomer tasks; never fails the caller. */
export async function markUser(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  mark: 'nickname',
  log: Logger,
) {
  try {
    await ctx.db.insert(userMarks).values({ userId, mark }).onConflictDoNothing();
  } catch (err) {
    log.warn({ err, userId, mark }, 'grade: mark failed');
  }
}
