// Calls of the live-data host — spec §7 "Live data".
import { z } from 'zod';
import { defineCall } from '../call';

export const liveTime = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/time',
  summary: '服务器时间（毫秒），客户端据此校准比赛时钟',
  tag: 'live',
  auth: 'none',
  response: z.object({ now: z.number().int().describe('Unix 毫秒') }),
});
