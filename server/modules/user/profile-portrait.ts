// Changing the portrait: only to an image this user uploaded here as a portrait, never to a foreign URL. It shows at
// once, and every change is queued for the console's content desk to look at afterwards.
import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { enqueueContent } from '../admin/content-queue';
import { findIssuedUpload } from '../upload/service';
import { userInfoOf } from './info';
import { infoColumns } from './profile';

export async function changePortrait(
  ctx: AppContext,
  userId: number,
  portraitUrl: string,
): Promise<UserInfo> {
  const upload = await findIssuedUpload(ctx, portraitUrl);
  // Someone else's upload or a general image is refused too: a portrait is small and the user's own.
  if (!upload || upload.userId !== userId || upload.kind !== 'portrait') {
    throw new ApiError(errors.portraitNotIssued);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ portrait: users.portrait })
      .from(users)
      .where(eq(users.id, userId));
    const [after] = await tx
      .update(users)
      .set({ portrait: upload.url })
      .where(eq(users.id, userId))
      .returning(infoColumns);
    if (!before || !after) throw new ApiError(errors.notLoggedIn);
    if (before.portrait !== upload.url) {
      await enqueueContent(tx, {
        kind: 'avatar',
        targetId: userId,
        userId,
        content: upload.url,
        previous: before.portrait,
      });
    }
    return after;
  });
  return userInfoOf(row);
}
