// Demo experts (有料): the demo expert account and five more, each with a profile and a way of picking that the
// demo replays over the feed's past matches (server/modules/demo-crowd/experts.ts) — their records are whatever
// those picks earned against the real results, never typed here.
import { inArray } from 'drizzle-orm';
import { makeExpert } from '../../modules/expert/service';
import { hashPassword } from '../../modules/user/password';
import { users } from '../schema';
import type { SeedStep } from '../seed';
import { DEMO_PASSWORD } from './users';

/** How a demo expert picks: which sport and play type, and the rule applied to the line of the moment. */
export type DemoStrategy =
  | 'asiaValue' // 亚盘: the home side on small lines, the side getting the start on big ones
  | 'goals' // 大小球: over on low lines, under on high ones
  | 'favourite' // 欧赔: the shortest price
  | 'parlay' // 二串一: the two shortest-priced home wins on the 竞彩 list
  | 'bbHome' // 篮球让分: the home side
  | 'bbTotal'; // 篮球大小分: over below 225, under above

export const demoExperts = [
  {
    phone: '13800000003',
    nickName: '专家老李',
    intro: '十年亚盘研究，专注五大联赛，只推有把握的比赛，理性看球。',
    specialities: ['英超', '亚盘'],
    grade: 4,
    strategy: 'asiaValue',
  },
  {
    phone: '13800000031',
    nickName: '大小球王',
    intro: '大小球专家，擅长从进攻数据和盘口变化判断比赛节奏。',
    specialities: ['大小球', '德甲'],
    grade: 3,
    strategy: 'goals',
  },
  {
    phone: '13800000032',
    nickName: '竞彩老炮',
    intro: '竞彩十五年，稳健型选手，单关为主，偶尔二串一。',
    specialities: ['竞彩', '二串一'],
    grade: 3,
    strategy: 'parlay',
  },
  {
    phone: '13800000033',
    nickName: '欧赔解读师',
    intro: '从欧赔结构看机构意图，胜平负专精。',
    specialities: ['欧赔', '西甲'],
    grade: 2,
    strategy: 'favourite',
  },
  {
    phone: '13800000034',
    nickName: '篮球数据帝',
    intro: 'NBA、CBA 数据控，让分盘专家，每场比赛看完技术统计再下结论。',
    specialities: ['NBA', '让分'],
    grade: 3,
    strategy: 'bbHome',
  },
  {
    phone: '13800000035',
    nickName: '篮板哥',
    intro: '篮球大小分，关注节奏、伤病和背靠背。',
    specialities: ['CBA', '大小分'],
    grade: 2,
    strategy: 'bbTotal',
  },
] as const satisfies readonly {
  phone: string;
  nickName: string;
  intro: string;
  specialities: string[];
  grade: number;
  strategy: DemoStrategy;
}[];

export const demoExpertsStep: SeedStep = {
  name: 'experts-v1',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(
        demoExperts.map((e, i) => ({
          phone: e.phone,
          nickName: e.nickName,
          level: 6 + i,
          passwordHash,
        })),
      )
      .onConflictDoNothing();
    const rows = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(
        inArray(
          users.phone,
          demoExperts.map((e) => e.phone),
        ),
      );
    const idOf = new Map(rows.map((r) => [r.phone, r.id]));
    for (const e of demoExperts) {
      const id = idOf.get(e.phone);
      if (id) await makeExpert(db, id, e);
    }
  },
};
