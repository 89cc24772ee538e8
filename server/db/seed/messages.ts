// Demo messages: what the demo accounts would have been told had the seed's follows, comments and replies
// happened live — sent through the message service's own writers (tellNewFan, tellReply, tellSystem), so
// every row is one the real code path makes. The seed has no bus: the pushes go nowhere.
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { ChannelEventOf, EventType } from '../../../contract/events';
import { tellNewFan, tellReply, tellSystem } from '../../modules/message/service';
import type { Bus } from '../../realtime';
import { comments, follows, posts, users } from '../schema';
import type { SeedStep } from '../seed';
import { demoAccounts } from './users';

/** Followers and comments announced per demo account (the newest). */
const PER_ACCOUNT = 12;

const silentBus: Bus = {
  async publish<T extends EventType>(channel: string, type: T, data: ChannelEventOf<T>['data']) {
    return { channel, seq: 0, type, data, at: Date.now() } as ChannelEventOf<T>;
  },
  async catchUp() {
    return { seq: 0, replay: [], resync: false };
  },
};

export const demoMessagesStep: SeedStep = {
  name: 'messages-v1',
  async run(db) {
    const deps = { db, bus: silentBus };
    const accounts = await db
      .select({ id: users.id, nickName: users.nickName })
      .from(users)
      .where(
        inArray(
          users.phone,
          demoAccounts.map((a) => a.phone),
        ),
      );
    for (const me of accounts) {
      await tellSystem(deps, {
        userId: me.id,
        title: '欢迎来到球直播',
        body: '关注喜欢的主播和球队，开播、开赛、回复和点赞都会在消息中心提醒你。可在“消息设置”里关闭不想收到的提醒。',
        link: '/v/home',
        key: 'welcome',
      });
      const fans = await db
        .select({ id: users.id, nickName: users.nickName })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(eq(follows.targetId, me.id))
        .orderBy(follows.createdAt)
        .limit(PER_ACCOUNT);
      for (const fan of fans) await tellNewFan(deps, fan, me.id);
      // Comments on my posts and replies to my comments, oldest first (the list shows them newest first).
      const onMine = await db
        .select({
          id: comments.id,
          content: comments.content,
          postId: posts.id,
          by: users.id,
          nickName: users.nickName,
        })
        .from(comments)
        .innerJoin(posts, and(eq(comments.targetType, 2), eq(posts.id, comments.targetId)))
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(eq(posts.userId, me.id), ne(comments.userId, me.id)))
        .orderBy(desc(comments.id))
        .limit(PER_ACCOUNT);
      for (const c of onMine.reverse())
        await tellReply(deps, {
          userId: me.id,
          by: { id: c.by, nickName: c.nickName },
          commentId: c.id,
          content: c.content,
          link: `/community/${c.postId}`,
          onPost: true,
        });
      const replies = await db
        .select({
          id: comments.id,
          content: comments.content,
          targetType: comments.targetType,
          targetId: comments.targetId,
          by: users.id,
          nickName: users.nickName,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(
          and(
            eq(comments.replyToUserId, me.id),
            isNotNull(comments.parentId),
            ne(comments.userId, me.id),
          ),
        )
        .orderBy(desc(comments.id))
        .limit(PER_ACCOUNT);
      for (const c of replies.reverse())
        await tellReply(deps, {
          userId: me.id,
          by: { id: c.by, nickName: c.nickName },
          commentId: c.id,
          content: c.content,
          link: `/${c.targetType === 2 ? 'community' : 'news'}/${c.targetId}`,
        });
    }
  },
};
