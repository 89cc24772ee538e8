// Calls of spending in rooms — spec §7 "Pay": gifts and their catalogue, nobility, the room's contribution rank, red packets.
import { z } from 'zod';
import { defineCall } from '../call';
import { int, num } from '../wire';
import { balances } from './pay';

/** Whole numbers the calls accept (counts, months, ids), bounded so a typo cannot buy a thousand years. */
export const GIFT_COUNT_MAX = 999;
export const NOBILITY_MONTHS_MAX = 12;
export const RED_PACKET_COUNT_MAX = 100;
/** The largest red packet, in 球钻. */
export const RED_PACKET_AMOUNT_MAX = 100_000;

const id = () => int().pipe(z.number().int().positive());

/** What a paid call answers besides its own fields: the payer's two balances after it (2 decimals). */
const afterBalances = balances.shape;

// ——— Gifts ———

export const giftItem = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().describe('单价，球钻，保留 2 位小数'),
  icon: z.string().describe('图标地址，空串表示用默认图标'),
  animated: z.boolean().describe('大礼物：在视频上播放动画'),
});

export const payGiftList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/gift/list',
  summary: '礼物列表（按展示顺序）',
  tag: 'pay',
  auth: 'none',
  response: z.array(giftItem),
});

export const payGift = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/gift',
  summary: '给主播送礼物：扣球钻，主播按比例得球票（需 Idempotency-Key）',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    anchorId: id(),
    giftId: id(),
    count: int().pipe(z.number().int().min(1).max(GIFT_COUNT_MAX)),
    /** Sent in a live room: the gift must go to its anchor, and the room sees it (gift, room.rank). */
    roomId: id().optional(),
  }),
  response: z.object({
    recordId: z.number().int(),
    giftId: z.number().int(),
    giftName: z.string(),
    count: z.number().int(),
    amount: z.number().describe('花费的球钻'),
    income: z.number().describe('主播得到的球票'),
    ...afterBalances,
  }),
});

// ——— Nobility ———

export const nobilityTier = z.object({
  id: z.number().int(),
  name: z.string(),
  monthlyPrice: z.number().describe('每月价格，球钻'),
  privileges: z.array(z.string()),
});

export const nobilityHeld = z.object({
  tier: z.number().int(),
  name: z.string(),
  expiresAt: z.number().int().describe('到期时间 Unix 毫秒'),
});

export const payNobilityList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/room/nobility/list',
  summary: '贵族等级、价格与特权；登录时附带当前贵族等级和到期时间',
  tag: 'pay',
  auth: 'optional',
  response: z.object({
    tiers: z.array(nobilityTier),
    current: nobilityHeld.nullable(),
  }),
});

export const payNobilityPurchase = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/room/nobility/purchase',
  summary: '开通、续费或升级贵族（需 Idempotency-Key）',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    tier: id(),
    months: int().pipe(z.number().int().min(1).max(NOBILITY_MONTHS_MAX)),
  }),
  response: nobilityHeld.extend({
    kind: z.enum(['new', 'renewal', 'upgrade']),
    amount: z.number().describe('花费的球钻'),
    ...afterBalances,
  }),
});

// ——— The room's contribution rank ———

export const rankRow = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  amount: z.number().describe('送出礼物的球钻合计'),
});

export const payRoomUserRank = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/room/user/rank',
  summary: '直播间贡献榜：按送礼球钻合计的前 20 名',
  tag: 'pay',
  auth: 'none',
  query: z.object({ anchorId: id() }),
  response: z.array(rankRow),
});

// ——— Red packets ———

export const payRedPacketSend = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/red-packet/send',
  summary: '在直播间发红包：总额（球钻）分成若干份（需 Idempotency-Key）',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    anchorId: id(),
    amount: num().pipe(z.number().positive().max(RED_PACKET_AMOUNT_MAX)),
    count: int().pipe(z.number().int().min(1).max(RED_PACKET_COUNT_MAX)),
  }),
  response: z.object({
    packetId: z.number().int(),
    amount: z.number(),
    count: z.number().int(),
    expiresAt: z.number().int().describe('过期时间 Unix 毫秒：未抢完的退回发送者'),
    ...afterBalances,
  }),
});

export const payRedPacketGrab = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/red-packet/grab',
  summary: '抢红包：每人一次，随机金额（需 Idempotency-Key）',
  tag: 'pay',
  auth: 'required',
  body: z.object({ packetId: id() }),
  response: z.object({
    packetId: z.number().int(),
    amount: z.number().describe('抢到的球钻'),
    remainingCount: z.number().int(),
    ...afterBalances,
  }),
});

export const redPacketStatus = z.enum(['open', 'finished', 'returned']);

export const payRedPacketDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/red-packet/detail/{id}',
  summary: '红包详情：状态、剩余份数和已抢记录',
  tag: 'pay',
  auth: 'none',
  params: z.object({ id: id() }),
  response: z.object({
    packetId: z.number().int(),
    anchorId: z.number().int(),
    senderId: z.number().int(),
    senderNickName: z.string(),
    amount: z.number(),
    count: z.number().int(),
    remainingCount: z.number().int(),
    status: redPacketStatus,
    expiresAt: z.number().int(),
    grabs: z.array(
      z.object({
        userId: z.number().int(),
        nickName: z.string(),
        amount: z.number(),
        at: z.number().int(),
      }),
    ),
  }),
});
