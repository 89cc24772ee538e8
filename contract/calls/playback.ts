// Calls of playback (回放) and highlights (集锦) — spec §7 /api/back/* and /inform/movie-highlights*: every
// finished broadcast as a replay with the bound match's chapters and the chat said during it, and each goal
// of that match as a clip, grouped per match into a highlights package whose preview is free.
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../wire';
import { dayQuery } from './live';
import { matchType, typedMatchItem } from './match';
import { balances } from './pay';

const id = (what: string) => int().pipe(z.number().int().positive()).describe(what);
const count = () => z.number().int().nonnegative().safe();

export const PLAYBACK_PAGE_SIZE = 20;
export const PLAYBACK_PAGE_SIZE_MAX = 50;
/** The longest window of chat one /api/back/chat call answers, in seconds of the replay. */
export const REPLAY_CHAT_WINDOW_MAX = 600;

const paging = {
  page: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
  pageSize: int()
    .pipe(z.number().int().min(1).max(PLAYBACK_PAGE_SIZE_MAX))
    .default(PLAYBACK_PAGE_SIZE)
    .describe(`每页条数，默认 ${PLAYBACK_PAGE_SIZE}`),
};

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: count(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The lists of replays and of highlights: by sport and Beijing day, or one match's whatever the day. */
const listQuery = (what: string) =>
  z.object({
    matchType: matchType.optional().describe('football 或 basketball；不传为全部'),
    date: dayQuery(),
    matchId: id(`只看这场比赛的${what}（比赛页用）`).optional(),
    ...paging,
  });

/** What a chapter marks on the replay's time axis: the match's moments and its timeline's events. */
export const chapterKinds = [
  'kickoff',
  'halfTime',
  'secondHalf',
  'extraTime',
  'penalties',
  'fullTime',
  'periodEnd',
  'goal',
  'ownGoal',
  'penaltyGoal',
  'penaltyMissed',
  'redCard',
  'secondYellow',
] as const;
export type ChapterKind = (typeof chapterKinds)[number];

/** Kinds that reveal the score: hidden, with the score, by the spoiler-free switch (防剧透). */
export const spoilerChapterKinds: readonly ChapterKind[] = [
  'goal',
  'ownGoal',
  'penaltyGoal',
  'penaltyMissed',
  'redCard',
  'secondYellow',
  'fullTime',
];

export const replayChapter = z.object({
  kind: z.enum(chapterKinds),
  offsetSeconds: count().describe('在回放时间轴上的位置（秒）'),
  /** 67 in 第67分钟 (football), minutes played (basketball); 0 for kick-off. */
  minute: count(),
  addedMinute: count(),
  /** Basketball: the quarter (1-4, 5+ overtime); football: 1, 2, 3 extra time, 4 shoot-out. */
  period: count(),
  side: z.enum(['home', 'away']).nullable(),
  label: z.string().describe('如 第67分钟 凯恩 破门'),
  homeScore: count(),
  awayScore: count(),
});
export type ReplayChapter = z.output<typeof replayChapter>;

const anchorBrief = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: count(),
});

/** One replay in a list. */
export const replayCard = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  anchor: anchorBrief,
  title: z.string(),
  cover: z.string().describe('封面地址；已过期时为空串'),
  durationSeconds: count(),
  /** When the broadcast began (ms since epoch): the wall clock chapters are placed by. */
  startedAt: z.number().int(),
  /** Kept for the old readers of /api/back/*: the same instant as startedAt. */
  createdAt: z.number().int(),
  url: z.string().describe('HLS 点播地址；已过期时为空串'),
  /** The media was deleted by retention (已过期); the record stays. */
  expired: z.boolean(),
  pinned: z.boolean().describe('运营置顶，不会过期'),
  views: count(),
  clips: count().describe('本场回放切出的集锦数'),
  match: typedMatchItem.nullable(),
});
export type ReplayCard = z.output<typeof replayCard>;

/** A goal clip. `url` is empty while it is locked (paid and not bought); a paid URL is signed and expires. */
export const clipCard = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  replayId: z.number().int(),
  /** Where the clip's event is on its replay, in seconds (jump there to watch it in context). */
  replayOffsetSeconds: count(),
  title: z.string().describe('如 第67分钟 凯恩 破门'),
  minute: count(),
  addedMinute: count(),
  side: z.enum(['home', 'away']),
  homeScore: count(),
  awayScore: count(),
  cover: z.string(),
  durationSeconds: count(),
  /** The package's preview: free for everyone. */
  free: z.boolean(),
  locked: z.boolean(),
  url: z.string().describe('MP4 地址；未解锁时为空串'),
});
export type ClipCard = z.output<typeof clipCard>;

export const replayDetail = replayCard.extend({
  chapters: z.array(replayChapter),
  /** The clips of the replay's match (from any replay of it), in match order. */
  matchClips: z.array(clipCard),
  /** The match's highlights package, when it has one. */
  packageId: z.number().int().nullable(),
});
export type ReplayDetail = z.output<typeof replayDetail>;

export const backPageByRoom = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/back/pageByRoom',
  summary: '直播间的回放列表（最新的在前）',
  tag: 'playback',
  auth: 'none',
  encoding: 'json',
  body: z.object({ roomId: id('直播间 id'), ...paging }),
  response: page(replayCard),
});

export const backDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/back/detail',
  summary: '一条回放：章节（比赛时间线）、同场集锦（已购的集锦带播放地址）',
  tag: 'playback',
  auth: 'optional',
  query: z.object({ recordId: id('回放 id') }),
  response: replayDetail,
});

export const backList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/back/list',
  summary: '回放列表：按运动与日期（北京时间，传 matchId 时不限日期），置顶与热门的在前',
  tag: 'playback',
  auth: 'none',
  query: listQuery('回放'),
  response: page(replayCard),
});

export const replayChatLine = z.object({
  id: z.number().int(),
  offsetSeconds: z.number().nonnegative().describe('在回放时间轴上的位置（秒，可带小数）'),
  userId: z.number().int(),
  nickName: z.string(),
  content: z.string(),
  kind: z.enum(['chat', 'barrage']),
});
export type ReplayChatLine = z.output<typeof replayChatLine>;

export const backChat = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/back/chat',
  summary: `回放期间直播间的聊天，按时间轴的一段（最长 ${REPLAY_CHAT_WINDOW_MAX} 秒）`,
  tag: 'playback',
  auth: 'none',
  query: z.object({
    recordId: id('回放 id'),
    from: int().pipe(z.number().int().min(0)).default(0).describe('起点（秒）'),
    to: int()
      .pipe(z.number().int().min(1))
      .describe(`终点（秒），不超过起点后 ${REPLAY_CHAT_WINDOW_MAX} 秒`),
  }),
  response: z.object({ list: z.array(replayChatLine) }),
});

/** A match's highlights: its goal clips, the first free, the rest with the package. */
export const highlightPackage = z.object({
  id: z.number().int(),
  match: typedMatchItem,
  title: z.string().describe('如 英超 阿森纳 2-1 切尔西 进球集锦'),
  cover: z.string(),
  clips: count(),
  durationSeconds: count(),
  /** In 球钻; 0 when the whole package is free. */
  price: z.number().nonnegative(),
  purchased: z.boolean().describe('当前用户已购买（或免费）'),
  createdAt: z.number().int(),
});
export type HighlightPackage = z.output<typeof highlightPackage>;

export const movieHighlights = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/movie-highlights',
  summary: '比赛集锦列表：按运动与日期（北京时间，传 matchId 时不限日期），热门的在前',
  tag: 'playback',
  auth: 'optional',
  query: listQuery('集锦'),
  response: page(highlightPackage),
});

export const movieHighlightsDetail = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/movie-highlights/detail',
  summary: '一场比赛的集锦：未购买时只有试看片段有地址',
  tag: 'playback',
  auth: 'optional',
  query: z.object({ id: id('集锦 id') }),
  response: highlightPackage.extend({ list: z.array(clipCard) }),
});

export const movieHighlightsPay = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/movie-highlights/pay',
  summary: '购买一场比赛的集锦（需 Idempotency-Key；球钻支付，交易类型 17）',
  tag: 'playback',
  auth: 'required',
  changesState: true,
  query: z.object({ id: id('集锦 id') }),
  response: z.object({
    id: z.number().int(),
    amount: z.number().describe('花费的球钻'),
    ...balances.shape,
  }),
});
