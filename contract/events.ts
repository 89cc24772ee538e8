// The realtime bus on the wire: event types and payloads, subscribe/unsubscribe messages and acks (channel names and
// socket.io event names are in contract/channels.ts, re-exported here).
import { z } from 'zod';
import { messageItem, unreadCounts } from './calls/message';
import { balances } from './calls/pay';
import { CHANNEL_NAME_MAX } from './channels';
import { boxScoreRow, lineupPlayer, teamStats } from './match';

export {
  CHANNEL_NAME_MAX,
  type Channel,
  channels,
  isPrivateChannel,
  type MatchType,
  matchTypes,
  parseChannel,
  socketEvents,
  watchedChannel,
  watchersOf,
} from './channels';

// ---- events --------------------------------------------------------------------------------

const positiveId = () => z.number().int().positive().safe();
const count = () => z.number().int().nonnegative().safe();
const matchId = positiveId;
const shortText = (max: number) => z.string().max(max);

/** The data of each event type; later issues add fields (additions only, never renames). */
export const eventData = {
  'match.state': z.object({
    matchId: matchId(),
    state: count().describe('spec §3 比赛状态码'),
    periodStartAt: count()
      .nullable()
      .optional()
      .describe('本节/半场开始的 Unix 毫秒，时钟不走时为 null'),
    minute: count().optional().describe('足球比赛分钟；篮球已进行分钟'),
    addedTime: count().optional().describe('本半场补时分钟'),
    clockSeconds: count().nullable().optional().describe('篮球本节剩余秒数'),
    kickoffAt: count().optional().describe('开赛时间（推迟、待定时会变）'),
  }),
  'match.score': z.object({
    matchId: matchId(),
    homeScore: count(),
    awayScore: count(),
    minute: count().optional(),
    clockSeconds: count().nullable().optional().describe('篮球本节剩余秒数（得分时的比赛钟）'),
    homeHalf: count().nullable().optional().describe('足球半场比分'),
    awayHalf: count().nullable().optional(),
    homePeriods: z
      .array(count())
      .max(12)
      .optional()
      .describe('足球 [上, 下, 加时]；篮球各节及加时'),
    awayPeriods: z.array(count()).max(12).optional(),
    homePenalties: count().nullable().optional(),
    awayPenalties: count().nullable().optional(),
    homeRed: count().optional(),
    awayRed: count().optional(),
    homeYellow: count().optional(),
    awayYellow: count().optional(),
    homeCorners: count().optional(),
    awayCorners: count().optional(),
  }),
  'match.event': z.object({
    matchId: matchId(),
    kind: shortText(32).min(1).describe('goal, yellowCard, redCard, substitution…'),
    minute: count(),
    side: z.enum(['home', 'away']).optional(),
    player: shortText(64).optional(),
    index: count().optional().describe('本场事件序号'),
    addedMinute: count().optional(),
    period: count().optional(),
    relatedPlayer: shortText(64).optional().describe('助攻或换上的球员'),
    homeScore: count().optional(),
    awayScore: count().optional(),
    text: shortText(200).optional(),
  }),
  'odds.move': z.object({
    matchId: matchId(),
    playType: positiveId().optional().describe('spec §3 玩法'),
    values: z.array(z.number().finite()).max(16),
    market: z.enum(['europe', 'asia', 'overUnder']).optional(),
    bookmakerId: positiveId().optional(),
    live: z.boolean().optional(),
    at: count().optional().describe('变盘时间 Unix 毫秒'),
  }),
  'match.stats': z.object({ matchId: matchId(), home: teamStats, away: teamStats }),
  'match.lineups': z.object({ matchId: matchId(), players: z.array(lineupPlayer).max(80) }),
  'match.boxScore': z.object({ matchId: matchId(), rows: z.array(boxScoreRow).max(60) }),
  'chat.message': z.object({
    id: positiveId(),
    roomId: positiveId(),
    userId: positiveId(),
    nickName: shortText(32),
    content: shortText(500),
    at: count().describe('Unix 毫秒'),
    level: count().optional(),
    nobility: count().nullable().optional().describe('发送者的贵族等级 1–7'),
    role: z.enum(['anchor', 'manager', 'viewer', 'visitor']).optional(),
    kind: z.enum(['chat', 'barrage']).optional().describe('barrage 同时飘在视频上'),
    barrageId: positiveId().nullable().optional().describe('弹幕样式'),
  }),
  'match.chat': z.object({
    id: positiveId(),
    matchId: matchId(),
    channel: z.enum(['football', 'basketball']),
    userId: positiveId(),
    nickName: shortText(32),
    portrait: shortText(500),
    level: count(),
    content: shortText(500).describe('聊球室的一条发言（已打码，按纯文本显示）'),
    at: count().describe('Unix 毫秒'),
  }),
  gift: z.object({
    roomId: positiveId(),
    fromUserId: positiveId(),
    nickName: shortText(32),
    giftId: positiveId(),
    count: positiveId(),
    giftName: shortText(32).optional(),
    icon: shortText(500).optional(),
    price: z.number().nonnegative().optional().describe('单价，球钻'),
    animated: z.boolean().optional().describe('大礼物：视频上播放动画'),
    combo: positiveId().optional().describe('同一用户连续送同一礼物的连击数'),
    nobility: count().nullable().optional(),
    recordId: positiveId().optional(),
    at: count().optional(),
  }),
  horn: z.object({
    userId: positiveId(),
    nickName: shortText(32),
    content: shortText(200),
    id: positiveId().optional(),
    roomId: positiveId().nullable().optional(),
    at: count().optional(),
  }),
  barrage: z.object({ roomId: positiveId(), content: shortText(200), userId: positiveId() }),
  'room.status': z.object({
    roomId: positiveId(),
    status: z
      .enum(['up', 'down', 'offline', 'waiting', 'live'])
      .describe('offline 未开播，waiting 等待推流，live 直播中（up/down 为旧值）'),
    title: shortText(64).optional(),
    liveAt: count().nullable().optional(),
  }),
  'room.viewers': z.object({ roomId: positiveId(), viewers: count() }),
  'room.rank': z.object({
    roomId: positiveId(),
    anchorId: positiveId(),
    top: z
      .array(
        z.object({
          userId: positiveId(),
          nickName: shortText(32),
          amount: z.number().nonnegative().describe('贡献球钻'),
        }),
      )
      .max(50),
  }),
  'room.entry': z.object({
    roomId: positiveId(),
    userId: positiveId(),
    nickName: shortText(32),
    nobility: count().nullable(),
  }),
  'room.notice': z.object({
    roomId: positiveId(),
    notice: shortText(500),
    slowModeSeconds: count(),
  }),
  'room.ban': z.object({
    roomId: positiveId(),
    userId: positiveId(),
    banned: z.boolean().describe('true 禁言，false 解除'),
  }),
  'anchor.live': z.object({
    roomId: positiveId(),
    anchorId: positiveId(),
    nickName: shortText(32),
    title: shortText(64),
  }),
  'balance.change': balances,
  'account.deleted': z.object({
    userId: positiveId().describe('账号已注销（发给本人的 user 频道）：其他打开的页面随即退出登录'),
  }),
  'user.sanction': z.object({
    kind: z.enum(['mute', 'ban']).describe('mute 全站禁言，ban 封号（发给本人的 user 频道）'),
    active: z.boolean().describe('true 生效，false 解除'),
    until: count().nullable().describe('结束时间 Unix 毫秒；null 为永久'),
  }),
  'site.notice': z.object({ text: shortText(500).min(1) }),
  'catalogue.changed': z.object({
    what: z
      .enum(['gifts', 'nobility', 'shares'])
      .describe('site 频道：运营改了礼物、贵族价格或分成，打开的页面重新读取'),
    at: count().describe('Unix 毫秒'),
  }),
  'advert.changed': z.object({
    placeCode: shortText(64)
      .min(1)
      .describe('site 频道：运营改了这个广告位的广告、轮播图或海报，显示它的页面重新读取'),
  }),
  'news.breaking': z.object({
    id: positiveId().describe('文章 ID'),
    title: shortText(200).min(1),
    summary: shortText(300),
    at: count().describe('标为快讯的时间 Unix 毫秒'),
    expiresAt: count().describe('此后不再提示 Unix 毫秒'),
  }),
  'post.comment': z.object({
    postId: positiveId().describe('被评论的帖子（发给帖子作者的 user 频道）'),
    commentId: positiveId(),
    fromUserId: positiveId(),
    nickName: shortText(32),
    content: shortText(500).describe('已打码的评论内容'),
    commentCount: count(),
    at: count().describe('Unix 毫秒'),
  }),
  'post.new': z.object({
    circleId: positiveId(),
    postId: positiveId(),
    userId: positiveId(),
    nickName: shortText(32),
    at: count().describe('Unix 毫秒'),
  }),
  'post.like': z.object({
    postId: positiveId().describe('被点赞的帖子（发给帖子作者的 user 频道）'),
    fromUserId: positiveId(),
    nickName: shortText(32),
    likeCount: count(),
    at: count().describe('Unix 毫秒'),
  }),
  'plan.new': z.object({
    planId: positiveId().describe('关注的专家发布了方案（发给关注者的 user 频道）'),
    code: shortText(16),
    expertId: positiveId(),
    nickName: shortText(32),
    title: shortText(64),
    price: z.number().nonnegative(),
    at: count().describe('Unix 毫秒'),
  }),
  'user.role': z.object({
    isAnchor: z
      .union([z.literal(0), z.literal(1)])
      .describe('user 频道：主播/专家身份变化（审核通过后）'),
    isExpert: z.union([z.literal(0), z.literal(1)]),
  }),
  'level.up': z.object({
    level: count().describe('升级后的等级（user 频道）'),
    previous: count(),
    experience: count(),
  }),
  'plan.settled': z.object({
    planId: positiveId().describe('plan 频道：方案页翻开；user 频道：买家收到结果和退款'),
    code: shortText(16),
    title: shortText(64),
    result: z.enum(['red', 'black', 'go', 'void']),
    refunded: z.number().nonnegative().describe('退给这位买家的球钻（plan 频道为 0）'),
    at: count().describe('Unix 毫秒'),
  }),
  'message.new': z.object({
    message: messageItem.describe('新消息（发给收件人的 user 频道）'),
    unread: unreadCounts.describe('收到这条后的未读数'),
  }),
  'message.read': z.object({
    unread: unreadCounts.describe('标为已读或删除后的未读数（同一用户的其他页面同步红点）'),
  }),
} as const;

export type EventType = keyof typeof eventData;
export const eventTypes = Object.keys(eventData) as EventType[];
export type EventData<T extends EventType> = z.output<(typeof eventData)[T]>;

const envelope = <T extends EventType>(type: T) =>
  z.object({
    channel: z.string().max(CHANNEL_NAME_MAX),
    seq: positiveId().describe('per channel: 1, 2, 3… with no gaps'),
    type: z.literal(type),
    data: eventData[type],
    at: count().describe('server Unix ms when published'),
  });

/** One pushed event, discriminated on `type`. */
export const channelEventSchema = z.discriminatedUnion('type', [
  envelope('match.state'),
  envelope('match.score'),
  envelope('match.event'),
  envelope('odds.move'),
  envelope('match.stats'),
  envelope('match.lineups'),
  envelope('match.boxScore'),
  envelope('chat.message'),
  envelope('match.chat'),
  envelope('gift'),
  envelope('horn'),
  envelope('barrage'),
  envelope('room.status'),
  envelope('room.viewers'),
  envelope('room.rank'),
  envelope('room.entry'),
  envelope('room.notice'),
  envelope('room.ban'),
  envelope('anchor.live'),
  envelope('balance.change'),
  envelope('account.deleted'),
  envelope('user.sanction'),
  envelope('site.notice'),
  envelope('catalogue.changed'),
  envelope('advert.changed'),
  envelope('news.breaking'),
  envelope('post.comment'),
  envelope('post.like'),
  envelope('post.new'),
  envelope('plan.new'),
  envelope('plan.settled'),
  envelope('level.up'),
  envelope('user.role'),
  envelope('message.new'),
  envelope('message.read'),
]);

export type ChannelEventOf<T extends EventType> = {
  channel: string;
  seq: number;
  type: T;
  data: EventData<T>;
  at: number;
};
export type ChannelEvent = { [T in EventType]: ChannelEventOf<T> }[EventType];

// ---- client → server requests and their acks ----------------------------------------------

export const subscribeRequest = z.strictObject({
  channel: z.string().max(CHANNEL_NAME_MAX),
  /** The last seq this client holds for the channel: the server replays what came after. */
  lastSeq: count().optional(),
  /**
   * Room channels: this socket has the room's page open and counts in its 人在看 (one room per socket;
   * a list following many rooms' status watches none).
   */
  watch: z.literal(true).optional(),
});
export type SubscribeRequest = z.output<typeof subscribeRequest>;

export const unsubscribeRequest = z.strictObject({ channel: z.string().max(CHANNEL_NAME_MAX) });
export type UnsubscribeRequest = z.output<typeof unsubscribeRequest>;

export const failedAck = z.object({
  ok: z.literal(false),
  code: z.number().int(),
  msg: z.string(),
});
export type FailedAck = z.output<typeof failedAck>;

export const subscribeAck = z.union([
  z.object({
    ok: z.literal(true),
    channel: z.string(),
    /** The channel's current (last published) seq; 0 before its first event. */
    seq: count(),
    /** Buffered events with seq > lastSeq, in order; empty without lastSeq or with resync. */
    replay: z.array(channelEventSchema),
    /** The gap is older than the replay buffer: reload the HTTP snapshot, then continue from `seq`. */
    resync: z.literal(true).optional(),
  }),
  failedAck,
]);
export type SubscribeAck = z.output<typeof subscribeAck>;

export const unsubscribeAck = z.union([z.object({ ok: z.literal(true) }), failedAck]);
export type UnsubscribeAck = z.output<typeof unsubscribeAck>;

export const resyncNotice = z.object({ channel: z.string() });
export type ResyncNotice = z.output<typeof resyncNotice>;

/** The most envelopes one 'events' push carries; a busier window goes out in several. */
export const EVENT_BATCH_MAX = 500;

/** An 'events' push: envelopes of one channel in seq order, each read exactly as a single 'event'. */
export const eventBatchSchema = z.array(channelEventSchema).min(1).max(EVENT_BATCH_MAX);

/**
 * socket.io's handshake `auth`: the login token, and `batches: true` from a client that reads 'events'
 * (one that does not, such as an older tab, gets one 'event' per envelope on every channel).
 */
export const handshakeAuth = z.object({
  token: z.string().optional(),
  batches: z.boolean().optional(),
});
export type HandshakeAuthData = z.output<typeof handshakeAuth>;

// ---- typed socket.io event maps (for `Server<…>` and `Socket<…>` on both sides) ------------

export interface ClientToServerEvents {
  subscribe(request: SubscribeRequest, ack: (answer: SubscribeAck) => void): void;
  unsubscribe(request: UnsubscribeRequest, ack: (answer: UnsubscribeAck) => void): void;
}

export interface ServerToClientEvents {
  event(event: ChannelEvent): void;
  resync(notice: ResyncNotice): void;
  events(events: ChannelEvent[]): void;
}
