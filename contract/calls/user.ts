// Calls of the user module — spec §7 "User".
import { z } from 'zod';
import { defineCall } from '../call';

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** Spec §3 User info: level null is shown as 0; isAnchor and isExpert are 0/1. */
export const userInfo = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string().describe('头像地址，空串表示默认头像'),
  level: z.number().int().min(0),
  isAnchor: zeroOne,
  isExpert: zeroOne,
});

export type UserInfo = z.output<typeof userInfo>;

export const userCenterInfo = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/center/info',
  summary: '当前登录用户的信息',
  tag: 'user',
  auth: 'required',
  response: userInfo,
});
