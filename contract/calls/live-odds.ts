// Calls of the odds pages (欧赔 oupei, 亚盘 yapan, 大小 daxiaoqiu, three, odds-detail): every bookmaker's
// opening and current lines of a match, and the full history of one line for the detail page and its chart.
import { z } from 'zod';
import { defineCall } from '../call';
import { matchItem } from '../match';
import { int } from '../wire';
import { idParam, sportEnum } from './live-library';

const count = () => z.number().int().nonnegative().safe();

export const oddsMarket = z.enum(['europe', 'asia', 'overUnder'], {
  error: '应为 europe、asia 或 overUnder',
});

const values = () =>
  z
    .array(z.number())
    .describe(
      'europe [主胜, 平, 客胜]（篮球 [主, 客]）；asia [主水, 盘口, 客水]；overUnder [大水, 盘口, 小水]',
    );

export const bookmakerLine = z.object({
  bookmakerId: z.number().int().positive(),
  bookmaker: z.string().describe('公司名'),
  opening: values().describe('初盘'),
  openingAt: z.number().int().describe('初盘时间 Unix 毫秒'),
  current: values().describe('即时盘'),
  currentAt: z.number().int().describe('最近变盘时间 Unix 毫秒'),
  live: z.boolean().describe('即时盘为滚球盘（开赛后）'),
  moves: count().describe('变盘次数（含初盘）'),
});

const lines = () => z.array(bookmakerLine).describe('按公司（主公司在前）');

export const matchOdds = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/odds/{type}/{matchId}',
  summary: '一场比赛各公司的初盘和即时盘（market 省略为三种盘口，供 three 页），附比赛频道 seq',
  tag: 'live',
  auth: 'none',
  params: z.object({
    type: sportEnum.describe('football 或 basketball'),
    matchId: idParam('比赛'),
  }),
  query: z.object({
    market: oddsMarket.optional().describe('europe 欧赔、asia 亚盘、overUnder 大小'),
  }),
  response: z.object({
    seq: count().describe('match:<type>:<id> 频道的 seq（odds.move 在此推送）'),
    match: matchItem,
    markets: z.object({
      europe: lines().optional(),
      asia: lines().optional(),
      overUnder: lines().optional(),
    }),
  }),
});

export const oddsHistory = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/odds/{type}/history',
  summary: '某公司某盘口的全部变盘记录（赔率详情页及走势图），旧到新',
  tag: 'live',
  auth: 'none',
  params: z.object({ type: sportEnum.describe('football 或 basketball') }),
  query: z.object({
    matchId: int().pipe(z.number().positive('应为正整数')).describe('比赛 id'),
    bookmakerId: int().pipe(z.number().positive('应为正整数')).describe('公司 id'),
    market: oddsMarket.describe('europe 欧赔、asia 亚盘、overUnder 大小'),
  }),
  response: z.object({
    matchId: z.number().int().positive(),
    bookmakerId: z.number().int().positive(),
    bookmaker: z.string(),
    market: oddsMarket,
    moves: z
      .array(z.object({ at: z.number().int(), values: values(), live: z.boolean() }))
      .describe('第一条为初盘；该公司未开此盘口时为空'),
  }),
});
