// Demo rooms: the demo anchor and five more anchors, each with a room in a category (football, basketball,
// 综合), and a starter sensitive-word list an operator edits later.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROOM_NAV } from '../../../contract/calls/room';
import { hashPassword } from '../../modules/user/password';
import { rooms, sensitiveWords, users } from '../schema';
import type { SeedStep } from '../seed';
import { DEMO_PASSWORD } from './users';

/** Extra anchors so the room lists have rooms to show; the first demo anchor is in demoAccounts. */
export const demoAnchors = [
  { phone: '13800000004', nickName: '篮球老张', level: 15 },
  { phone: '13800000005', nickName: '看球小美', level: 9 },
  { phone: '13800000006', nickName: '战术板老周', level: 20 },
  { phone: '13800000007', nickName: '夜猫子解说', level: 6 },
  { phone: '13800000008', nickName: '英超小林', level: 11 },
] as const;

/** Room titles and categories by anchor phone (nav id 1 football, 2 basketball, 3 综合). */
const demoRoomSetup: Record<string, { title: string; navId: number; notice: string }> = {
  '13800000002': {
    title: '阿杰带你看球：五大联赛全场解说',
    navId: ROOM_NAV.football,
    notice: '欢迎来到阿杰的直播间，文明观赛，理性讨论。',
  },
  '13800000004': {
    title: 'NBA/CBA 篮球实况，老张陪你熬夜',
    navId: ROOM_NAV.basketball,
    notice: '关注主播，开播第一时间提醒。',
  },
  '13800000005': {
    title: '小美的看球时间',
    navId: ROOM_NAV.mixed,
    notice: '弹幕不刷屏，礼物随心意。',
  },
  '13800000006': {
    title: '战术板：一场球讲透阵型与换人',
    navId: ROOM_NAV.football,
    notice: '每场赛后复盘，欢迎提问。',
  },
  '13800000007': {
    title: '深夜球局，陪你看到终场',
    navId: ROOM_NAV.football,
    notice: '夜猫子专场，禁止剧透。',
  },
  '13800000008': {
    title: '英超直播：从开球到终场哨',
    navId: ROOM_NAV.football,
    notice: '英超每一轮都不缺席。',
  },
};

/** A short starter list; operators add their own (npm run operator -- words). */
export const demoSensitiveWords = ['赌球代理', '私彩', '外挂', '代充', '加微信', '刷单'];

export const streamNameOf = () => randomBytes(8).toString('hex');

export const demoRoomsStep: SeedStep = {
  name: 'rooms-v1',
  async run(db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(demoAnchors.map((a) => ({ ...a, isAnchor: 1, passwordHash })))
      .onConflictDoNothing();
    const anchors = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(eq(users.isAnchor, 1));
    for (const anchor of anchors) {
      const setup = demoRoomSetup[anchor.phone] ?? {
        title: '',
        navId: ROOM_NAV.football,
        notice: '',
      };
      await db
        .insert(rooms)
        .values({ anchorId: anchor.id, ...setup, streamName: streamNameOf() })
        .onConflictDoNothing();
    }
    await db
      .insert(sensitiveWords)
      .values(demoSensitiveWords.map((word) => ({ word })))
      .onConflictDoNothing();
  },
};
