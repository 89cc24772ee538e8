// Calls of the site-wide leaderboards (spec §7 Room and anchor API): anchors by 球票 income, users by 球钻 given.
import { z } from 'zod';
import { defineCall } from '../call';

/**
 * The spec names rankType but not its values; we use words on the wire (day, week, month) so a URL reads
 * plainly. Windows are China time: today, this ISO week (from Monday), this calendar month.
 */
export const rankTypes = ['day', 'week', 'month'] as const;
export type RankType = (typeof rankTypes)[number];

/** How many places a board shows. */
export const SITE_RANK_SIZE = 20;

export const siteRankRow = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int(),
  amount: z.number().describe('主播榜：收到礼物的球票合计；土豪榜：送出礼物的球钻合计（2 位小数）'),
});

export type SiteRankRow = z.output<typeof siteRankRow>;

const rankQuery = z.object({ rankType: z.enum(rankTypes) });

export const rankAnchor = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/rank/anchor',
  summary: '主播榜：本日/本周/本月收到礼物球票最多的前 20 名主播',
  tag: 'rank',
  auth: 'none',
  query: rankQuery,
  response: z.array(siteRankRow),
});

export const rankPrice = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/rank/price',
  summary: '土豪榜：本日/本周/本月送礼物花费球钻最多的前 20 名用户',
  tag: 'rank',
  auth: 'none',
  query: rankQuery,
  response: z.array(siteRankRow),
});
