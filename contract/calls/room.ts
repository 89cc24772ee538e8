// Calls of live rooms — spec §7 "Room and anchor API": room lists and detail, the anchor's up/down, room
// settings and stream key, session history, hot anchors and reports (replays are contract/calls/playback.ts).
import { z } from 'zod';
import { defineCall } from '../call';
import { int, text } from '../wire';
import { matchTypeInput, typedMatchItem } from './match';

const id = (what: string) => int().pipe(z.number().int().positive()).describe(what);
const count = () => z.number().int().nonnegative().safe();

/** Spec §9: the room list pages 30 at a time. */
export const ROOM_PAGE_SIZE = 30;
export const ROOM_PAGE_SIZE_MAX = 100;
export const HOT_ROOMS_SIZE = 8;
export const HOT_ROOMS_SIZE_MAX = 50;
/** Spec §9: hot users 20. */
export const HOT_ANCHORS_SIZE = 20;
export const ROOM_TITLE_MAX = 40;
export const ROOM_NOTICE_MAX = 200;
export const SLOW_MODE_MAX_SECONDS = 300;
export const REPORT_SCREENSHOTS_MAX = 3;

/** Room categories of /live/{navId}: 1 football, 2 basketball, 3 综合 (mixed). */
export const roomNavIds = [1, 2, 3] as const;
export const ROOM_NAV = { football: 1, basketball: 2, mixed: 3 } as const;
export const roomNavId = () =>
  int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .describe('分类：1 足球，2 篮球，3 综合');

/** The room list's roomType: every room, or only those live now. */
export const ROOM_LIST_TYPE = { all: 0, liveOnly: 1 } as const;

/** offline 未开播; waiting 已开播、等待推流; live 直播中. */
export const roomStatus = z.enum(['offline', 'waiting', 'live']);
export type RoomStatusValue = z.output<typeof roomStatus>;

const anchorBrief = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string().describe('头像地址，空串为默认头像'),
  level: count(),
});

/** One room in a list. */
export const roomCard = z.object({
  roomId: z.number().int(),
  anchor: anchorBrief,
  title: z.string(),
  cover: z.string().describe('封面地址，空串为默认封面'),
  navId: z.number().int(),
  status: roomStatus,
  viewers: count().describe('当前观众数（各进程的 socket 合计，近似值）'),
  /** The match on show, if one is bound. */
  match: typedMatchItem.nullable(),
});
export type RoomCard = z.output<typeof roomCard>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: count(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

const paging = (size: number, max: number) => ({
  page: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
  pageSize: int()
    .pipe(z.number().int().min(1).max(max))
    .default(size)
    .describe(`每页条数，默认 ${size}`),
});

export const roomPage = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/room/page',
  summary: '直播间列表：直播中的在前（观众多的在前），其后为未开播的',
  tag: 'room',
  auth: 'none',
  query: z.object({
    roomType: int()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(0)
      .describe('0 全部，1 只看直播中'),
    navId: roomNavId().optional(),
    roomId: id('只查这一个直播间').optional(),
    anchorId: id('只查这位主播的直播间（个人空间的直播间页）').optional(),
    word: text(20).optional().describe('按主播昵称或直播间标题搜索'),
    ...paging(ROOM_PAGE_SIZE, ROOM_PAGE_SIZE_MAX),
  }),
  response: page(roomCard),
});

export const hotAppRoom = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/room/hotAppRoom',
  summary: '热门直播间：直播中、观众最多的',
  tag: 'room',
  auth: 'none',
  query: z.object({
    size: int().pipe(z.number().int().min(1).max(HOT_ROOMS_SIZE_MAX)).default(HOT_ROOMS_SIZE),
  }),
  response: z.array(roomCard),
});

/** Where a player pulls the stream; null while the room is not live. The stream key never appears. */
export const playUrls = z.object({
  flv: z.string().describe('HTTP-FLV 地址'),
  hls: z.string().nullable().describe('HLS 地址（服务器装有 ffmpeg 时）'),
});

/** The signed-in viewer's standing in the room. */
export const roomRole = z.enum(['anchor', 'manager', 'viewer', 'visitor']);
export type RoomRole = z.output<typeof roomRole>;

export const roomDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/room/detail',
  summary: '直播间详情：主播、状态、播放地址、公告、绑定的比赛、下一场预约；附 room:<id> 频道 seq',
  tag: 'room',
  auth: 'optional',
  query: z.object({ roomId: id('直播间 id') }),
  response: roomCard.extend({
    seq: count().describe('room:<id> 频道的 seq'),
    notice: z.string(),
    slowModeSeconds: count(),
    anchor: anchorBrief.extend({
      fans: count(),
      followed: z.boolean().describe('当前用户是否已关注主播（未登录为 false）'),
    }),
    play: playUrls.nullable(),
    liveAt: z.number().int().nullable().describe('本次开播推流开始 Unix 毫秒'),
    /** For an offline room: the anchor's next reserved match (reserve button). */
    nextMatch: typedMatchItem.nullable(),
    role: roomRole,
    banned: z.boolean().describe('当前用户在本房间是否被禁言'),
  }),
});

/** The anchor's own room as the console edits it. */
export const roomSettings = z.object({
  roomId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  notice: z.string(),
  navId: z.number().int(),
  matchId: z.number().int().nullable(),
  matchType: z.enum(['football', 'basketball']).nullable(),
  status: roomStatus,
  slowModeSeconds: count(),
  /** rtmp://host:port/live — OBS's 服务器; the key goes in 串流密钥. */
  publishUrl: z.string(),
  streamName: z.string(),
  keyIssued: z.boolean().describe('是否已生成过推流密钥（密钥只显示一次）'),
  liveAt: z.number().int().nullable(),
  upAt: z.number().int().nullable(),
});

export const roomInfo = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/room/info',
  summary: '主播自己的直播间设置与状态（只有主播本人可看）',
  tag: 'room',
  auth: 'required',
  query: z.object({ roomId: id('直播间 id').optional() }),
  response: roomSettings,
});

const roomFields = {
  title: text(ROOM_TITLE_MAX, 1).describe(`直播间标题，1–${ROOM_TITLE_MAX} 字`),
  navId: roomNavId().optional(),
  matchId: id('绑定的比赛 id').nullable().optional(),
  matchType: matchTypeInput().optional(),
};

export const roomUp = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/room/up',
  summary: '开播：设置标题与比赛，房间进入等待推流；推流开始后变为直播中',
  tag: 'room',
  auth: 'required',
  encoding: 'json',
  body: z.object({ roomId: id('直播间 id').optional(), ...roomFields }),
  response: roomSettings,
});

export const roomDown = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/room/down',
  changesState: true,
  summary: '下播：结束本场直播，房间回到未开播',
  tag: 'room',
  auth: 'required',
  query: z.object({ roomId: id('直播间 id').optional() }),
  response: roomSettings,
});

export const roomUpdate = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/room/update',
  summary: '修改直播间设置：标题、封面、公告、分类、绑定比赛、慢速模式',
  tag: 'room',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    roomId: id('直播间 id').optional(),
    title: text(ROOM_TITLE_MAX, 1).optional(),
    cover: z.string().max(500).optional().describe('封面地址（先用上传接口上传）'),
    notice: text(ROOM_NOTICE_MAX).optional(),
    navId: roomNavId().optional(),
    matchId: id('绑定的比赛 id').nullable().optional(),
    matchType: matchTypeInput().optional(),
    slowModeSeconds: int()
      .pipe(z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS))
      .optional()
      .describe(`慢速模式：观众两条消息之间的秒数，0 关闭，最多 ${SLOW_MODE_MAX_SECONDS}`),
  }),
  response: roomSettings,
});

export const roomStreamKey = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/room/stream-key',
  summary: '生成新的推流密钥（旧密钥立即失效）；密钥只在这次回答里出现',
  tag: 'room',
  auth: 'required',
  encoding: 'json',
  body: z.object({ roomId: id('直播间 id').optional() }),
  response: z.object({
    publishUrl: z.string().describe('OBS 服务器地址'),
    streamKey: z.string().describe('OBS 串流密钥：只显示这一次'),
  }),
});

export const historyList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/history/list',
  summary: '主播的开播记录：时长、观众峰值、礼物收入',
  tag: 'room',
  auth: 'required',
  query: z.object({
    roomId: id('直播间 id').optional(),
    startDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      .optional(),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
      .optional(),
    ...paging(20, 100),
  }),
  response: page(
    z.object({
      id: z.number().int(),
      title: z.string(),
      startedAt: z.number().int(),
      endedAt: z.number().int().nullable(),
      durationSeconds: count(),
      peakViewers: count(),
      giftIncome: z.number().describe('礼物收入，球票'),
    }),
  ),
});

export const hotAnchor = anchorBrief.extend({
  fans: count(),
  roomId: z.number().int().nullable(),
  status: roomStatus,
});

export const userHot = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/user/hot',
  summary: '热门主播：直播中的在前，再按粉丝数',
  tag: 'room',
  auth: 'none',
  query: z.object({
    size: int().pipe(z.number().int().min(1).max(50)).default(HOT_ANCHORS_SIZE),
    type: int().optional().describe('保留：主播类型'),
  }),
  response: z.array(hotAnchor),
});

export const reportReasons = [
  '低俗色情',
  '赌博诈骗',
  '政治敏感',
  '侵权盗播',
  '辱骂引战',
  '其他',
] as const;

export const reportAdd = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/report/add',
  summary: '举报直播间（原因与截图），交运营处理',
  tag: 'room',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    roomId: id('直播间 id'),
    reason: z.enum(reportReasons, { error: '请选择举报原因' }),
    detail: text(500).optional(),
    screenshots: z
      .array(z.string().max(500))
      .max(REPORT_SCREENSHOTS_MAX, `最多 ${REPORT_SCREENSHOTS_MAX} 张截图`)
      .default([])
      .describe('截图地址（先用上传接口上传）'),
  }),
  response: z.object({ id: z.number().int() }),
});

export const followedRooms = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/room/followed',
  summary: '我关注的主播的直播间：直播中的在前（观众多的在前），其后按最近开播',
  tag: 'room',
  auth: 'required',
  query: z.object(paging(ROOM_PAGE_SIZE, ROOM_PAGE_SIZE_MAX)),
  response: page(roomCard),
});

export const matchRooms = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/room/byMatch',
  summary: '直播这场比赛的直播间：正在播它的（直播中在前），以及主播预约了它的',
  tag: 'room',
  auth: 'none',
  query: z.object({ matchId: id('比赛 id'), matchType: matchTypeInput() }),
  response: z.array(roomCard),
});
