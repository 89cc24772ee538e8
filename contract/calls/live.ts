// Calls of the live-data host — spec §7 "Live data".
import { z } from 'zod';
import { defineCall } from '../call';
import { matchBoard } from '../match';

export const liveTime = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/time',
  summary: '服务器时间（毫秒），客户端据此校准比赛时钟',
  tag: 'live',
  auth: 'none',
  response: z.object({ now: z.number().int().describe('Unix 毫秒') }),
});

/** A Beijing-time calendar day; omitted = today. */
export const dayQuery = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '日期格式应为 YYYY-MM-DD')
    .optional()
    .describe('北京时间日期 YYYY-MM-DD，默认今天');

export const footballList = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/football/list',
  summary: '某日足球比赛列表（即时比分、赛程、赛果），附 scores:football 频道 seq',
  tag: 'live',
  auth: 'none',
  query: z.object({ date: dayQuery() }),
  response: matchBoard,
});

export const basketballList = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/basketball/list',
  summary: '某日篮球比赛列表，附 scores:basketball 频道 seq',
  tag: 'live',
  auth: 'none',
  query: z.object({ date: dayQuery() }),
  response: matchBoard,
});
