// 注销账号 (PIPL art. 47): what deleting my account will do, the SMS code to my own phone, and the deletion.
// The account is anonymised, never erased: the ledger's history stays, as bookkeeping law requires.
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../wire';

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** What stands in the way, and what the user gives up: shown before the code is asked for. */
export const accountDeletionCheck = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/account/deletion',
  summary: '注销前检查：进行中的提现、直播和账户余额',
  tag: 'user',
  auth: 'required',
  response: z.object({
    maskedMobile: z.string().describe('账号绑定的手机号（打码），验证码发往这里'),
    withdrawalPending: zeroOne.describe('1 = 有提现申请正在处理，处理完才能注销'),
    live: zeroOne.describe('1 = 直播间正在直播，下播后才能注销'),
    balance: z.number().int().describe('球钻余额（最小单位，100 = 1 球钻），注销即放弃'),
    ticket: z.number().int().describe('球票余额（最小单位），注销即放弃'),
  }),
});

export const sendAccountDeletionSms = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/account/deletion/sms',
  summary: '注销账号：向账号绑定的手机号发送验证码（须先通过安全验证）',
  tag: 'user',
  auth: 'required',
  successMsg: '已发送',
  body: z.object({
    mobile: z.string().max(32).describe('账号绑定的手机号'),
    captchaVerification: z.string().max(1024),
  }),
  response: z.object({ retryAfter: z.number().int(), expiresIn: z.number().int() }),
});

export const deleteAccount = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/account/deletion/confirm',
  summary:
    '注销账号：验证码正确后匿名化账号（昵称、头像、手机号、实名、银行卡信息清除），所有登录失效；交易记录依法保留',
  tag: 'user',
  auth: 'required',
  body: z.object({
    mobile: z.string().max(32),
    verifyCode: z.string().trim().max(16).default(''),
    agree: int().pipe(zeroOne).describe('1 = 已阅读并同意《账号注销须知》'),
    giveUpAssets: int().pipe(zeroOne).default(0).describe('1 = 确认放弃账户内的球钻和球票'),
  }),
  response: z.object({ deleted: z.literal(1) }),
});
