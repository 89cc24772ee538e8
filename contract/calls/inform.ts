// Calls of the inform module (community, feedback, adverts) — spec §7 "Community and inform".
import { z } from 'zod';
import { defineCall } from '../call';
import { int, text } from '../wire';

export const feedbackTypes = { 1: '功能建议', 2: '内容问题', 3: '直播问题', 4: '其他' } as const;

export const feedbackAdd = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/feedback/add',
  summary: '提交意见反馈（/about/10006）',
  tag: 'inform',
  auth: 'optional',
  body: z.object({
    content: text(500, 5).describe('反馈内容，5-500 字'),
    contact: text(50).optional().describe('联系方式（手机号、邮箱或 QQ），可选'),
    type: int()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
      .default(4)
      .describe('1 功能建议, 2 内容问题, 3 直播问题, 4 其他'),
  }),
  response: z.object({ id: z.number().int() }),
});
