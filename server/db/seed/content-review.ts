// Demo items for the console's 内容审核 desk, made through the real write paths so the queue is not empty on a
// fresh demo: one circle post that hit the sensitive words (held, unseen by readers) and one demo fan's nick name
// flagged by the list. The 新闻评论先审 switch stays off, so the demo's news comments keep publishing at once.
import { eq } from 'drizzle-orm';
import { maskWords, sensitiveWordList, wordsIn } from '../../modules/chat/words';
import { storePost } from '../../modules/community/service';
import { updateNickName } from '../../modules/user/profile-nickname';
import { circleMembers, users } from '../schema';
import type { SeedStep } from '../seed';
import { demoFans } from './crowd';

const heldPost = '有需要代充的私聊我，比官方便宜一半，今晚比赛前下单';

export const demoContentReviewStep: SeedStep = {
  name: 'content-review-v1',
  async run(db) {
    const words = await sensitiveWordList(db);
    // A member of a circle (not its moderator) writes the post, as the circle page's composer would.
    const [member] = await db
      .select({ circleId: circleMembers.circleId, userId: circleMembers.userId })
      .from(circleMembers)
      .where(eq(circleMembers.role, 'member'))
      .orderBy(circleMembers.circleId, circleMembers.userId)
      .limit(1);
    const hits = wordsIn(heldPost, words);
    if (member && hits.length > 0) {
      await storePost(db, {
        userId: member.userId,
        circleId: member.circleId,
        content: maskWords(heldPost, words),
        hits,
        pics: [],
        matchId: null,
        ipAddress: '',
        ipRegion: '广东',
      });
    }
    const [renamed] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, demoFans[16]!.phone));
    if (renamed) await updateNickName(db, renamed.id, '外挂门将老赵');
  },
};
