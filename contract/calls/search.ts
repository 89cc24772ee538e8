// Search calls (spec §7 /api/search/list, /api/search/roomByWord, /api/user/pageList; issue 23's
// /api/search/all): the header's hot words and the results of /search, one service behind them all.
import { z } from 'zod';
import { defineCall } from '../call';

/** Spec §9: the first 5 hot words show on the left, the rest on the right. */
export const HOT_WORDS_LEFT = 5;
export const HOT_WORDS_MAX = 20;

/** Longest query the server takes (the header box stops at this many characters). */
export const SEARCH_WORD_MAX = 40;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** How many hits of each kind 全部 previews. */
export const SEARCH_PREVIEW = 4;

/** The tabs of /search, in the order shown (全部 first). */
export const searchTypes = [
  'all',
  'anchor',
  'room',
  'match',
  'team',
  'news',
  'expert',
  'post',
] as const;
export type SearchType = (typeof searchTypes)[number];
/** A tab that lists one kind of thing (every tab but 全部). */
export type SearchKind = Exclude<SearchType, 'all'>;
export const searchKinds = searchTypes.filter((t): t is SearchKind => t !== 'all');

export const searchTypeLabels: Record<SearchType, string> = {
  all: '全部',
  anchor: '主播',
  room: '直播间',
  match: '比赛',
  team: '球队',
  news: '资讯',
  expert: '专家',
  post: '帖子',
};

/** What one result is; the 球队 tab holds teams and the players whose names match. */
export const searchHitKinds = [...searchKinds, 'player'] as const;

export const searchHit = z.object({
  kind: z.enum(searchHitKinds),
  id: z.number().int(),
  /** The line the match is shown in (a name, a title, "主队 vs 客队"): plain text, highlighted by the client. */
  title: z.string(),
  /** A second line (a competition and time, a room's anchor, an article's summary); plain text too. */
  subtitle: z.string(),
  /** A portrait, cover or crest address; '' when the client draws its own (default avatar). */
  image: z.string(),
  /** The page the result opens. */
  href: z.string(),
  /** An anchor or room on air, a match being played. */
  live: z.boolean(),
  /** A short status mark: 直播中, 未开赛, 完场 2-1… ('' when none). */
  badge: z.string(),
  sport: z.enum(['football', 'basketball']).nullable(),
  /** Team ids whose crests the row shows (a team, a player's team, a match's two sides). */
  crests: z.array(z.number().int()),
  /** When it happens or happened (kick-off, publication), ISO; null when it has no time. */
  at: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.object({
  type: z.enum(searchKinds as [SearchKind, ...SearchKind[]]),
  total: z.number().int(),
  list: z.array(searchHit),
});

/** A query word: the server trims it and answers 21000/21001 for an empty or over-long one. */
const word = z.string().max(1000).default('');
const page = z.coerce.number().int().min(1).max(1000).default(1);
const pageSize = z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE);

export const searchAll = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/search/all',
  summary:
    '站内搜索：type=all 时每类返回前几条及总数，其他 type 分页返回该类结果（page 从 1 开始）',
  tag: 'search',
  auth: 'none',
  query: z.object({
    word,
    type: z.enum(searchTypes).default('all'),
    page,
    pageSize,
  }),
  response: z.object({
    /** The query as searched (trimmed). */
    word: z.string(),
    /** What the client highlights: the query and the names its aliases stand for (皇马 → 皇家马德里). */
    terms: z.array(z.string()),
    type: z.enum(searchTypes),
    page: z.number().int(),
    pageSize: z.number().int(),
    groups: z.array(searchGroup),
  }),
});

/** /api/search/roomByWord's type: 1 anchors (主播), 2 rooms (直播间). */
export const ROOM_BY_WORD_TYPE = { anchor: 1, room: 2 } as const;

export const searchRoomByWord = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/search/roomByWord',
  summary: '按关键词搜索直播：type=1 主播，type=2 直播间（默认），直播中的在前',
  tag: 'search',
  auth: 'none',
  query: z.object({
    word,
    type: z.coerce.number().int().min(1).max(2).default(ROOM_BY_WORD_TYPE.room),
  }),
  response: z.object({
    terms: z.array(z.string()),
    total: z.number().int(),
    list: z.array(searchHit),
  }),
});

export const userPageList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/user/pageList',
  summary: '按昵称搜索主播（分页），直播中的在前',
  tag: 'search',
  auth: 'none',
  query: z.object({ word, page, pageSize }),
  response: z.object({
    terms: z.array(z.string()),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    list: z.array(searchHit),
  }),
});

export const searchHotWords = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/search/list',
  summary: '热门搜索词：运营设置的词与近期搜得多的词（搜索热度每 24 小时减半），最多 20 个',
  tag: 'search',
  auth: 'none',
  response: z
    .array(z.object({ word: z.string(), hot: z.boolean().describe('是否标记为热') }))
    .max(HOT_WORDS_MAX),
});
