// Demo follows and profile lines between the demo accounts, so fan and follow lists and personal spaces are not empty.
import { eq, inArray } from 'drizzle-orm';
import { follows, users } from '../schema';
import type { SeedStep } from '../seed';
import { demoAccounts } from './users';

const [fan, anchor, expert] = demoAccounts.map((a) => a.phone) as [string, string, string];

/** [follower, followed] by phone. */
const demoFollowPairs: [string, string][] = [
  [fan, anchor],
  [fan, expert],
  [expert, anchor],
  [anchor, expert],
];

const demoSignatures: Record<string, string> = {
  [fan]: '每场必看，主队必胜！',
  [anchor]: '每晚八点直播五大联赛，欢迎关注',
  [expert]: '十年足球分析，只讲数据',
};

export const demoFollows: SeedStep = {
  name: 'follows-v1',
  async run(db) {
    const rows = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(inArray(users.phone, [fan, anchor, expert]));
    const idOf = new Map(rows.map((r) => [r.phone, r.id]));
    // A site whose demo users were removed simply gets no demo follows.
    const pairs = demoFollowPairs.flatMap(([from, to]) => {
      const followerId = idOf.get(from);
      const targetId = idOf.get(to);
      return followerId && targetId ? [{ followerId, targetId }] : [];
    });
    if (pairs.length > 0) await db.insert(follows).values(pairs).onConflictDoNothing();
    for (const [phone, signature] of Object.entries(demoSignatures)) {
      await db.update(users).set({ signature }).where(eq(users.phone, phone));
    }
  },
};
