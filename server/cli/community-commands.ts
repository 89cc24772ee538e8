// The operator's community commands (npm run operator -- community …): remove any post (kept for audit, gone for
// readers) and appoint a circle's moderator (版主). Users have no operator role: the operator is whoever runs this.
import type { Db } from '../db/client';
import { joinCircle, operatorRemovePost } from '../modules/community/service';

export const communityUsage = `  community remove <帖子ID>                       删除任意帖子（读者不可见，数据保留备查）
  community moderator <圈子ID> <用户ID>           任命版主（未加入的先加入圈子）`;

export class CommunityUsageError extends Error {}

function idArg(value: string | undefined, what: string) {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new CommunityUsageError(`${what}应为正整数`);
  return Number(value);
}

export async function communityCommand(
  args: string[],
  db: Db,
  print: (line: string) => void,
): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'remove') {
    const id = idArg(rest[0], '帖子ID');
    const { removed } = await operatorRemovePost(db, id);
    print(removed ? `帖子 #${id} 已删除。` : `帖子 #${id} 已删除过，未做任何改动。`);
    return removed ? 0 : 1;
  }
  if (action === 'moderator') {
    const circleId = idArg(rest[0], '圈子ID');
    const userId = idArg(rest[1], '用户ID');
    await joinCircle(db, userId, circleId, 'moderator');
    print(`用户 ${userId} 已成为圈子 ${circleId} 的版主。`);
    return 0;
  }
  throw new CommunityUsageError('community 后应为 remove 或 moderator');
}
