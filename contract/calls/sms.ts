// Calls of the SMS code flow — spec §7 User: send a code once the captcha has passed, check a code.
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../wire';

/**
 * What a code is for; the code only works for the action it was sent for. 4 (找回支付密码) and
 * 5 (注销账号) are sent only to the logged-in user's own phone, by their own calls.
 */
export const SMS_TYPE = {
  register: 1,
  retrievePassword: 2,
  login: 3,
  payPassword: 4,
  deleteAccount: 5,
} as const;
export type SmsType = (typeof SMS_TYPE)[keyof typeof SMS_TYPE];
export const smsTypeLabels: Record<SmsType, string> = {
  1: '注册',
  2: '找回密码',
  3: '登录',
  4: '找回支付密码',
  5: '注销账号',
};

/** Spec §5: a mainland mobile number once non-digits are stripped. */
export const MOBILE_PATTERN = /^1[345789]\d{9}$/;
export const normalizeMobile = (raw: string) => raw.replace(/\D/g, '');

/** Spec §9: codes are 6 long. */
export const SMS_CODE_LENGTH = 6;

/**
 * The phone as typed. The server strips non-digits and checks the pattern itself, so a wrong
 * number gets the spec's own message (请输入正确的手机号) rather than a generic 参数错误.
 */
export const mobileField = () => z.string().max(32).describe('手机号：11 位，非数字字符会被去掉');

/** Empty and wrong-length codes are answered by the server with the spec's two messages. */
export const verifyCodeField = () => z.string().trim().max(16).describe('6 位短信验证码');

export const smsTypeField = () =>
  int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .describe('1 注册, 2 找回密码, 3 登录');

export const sendSms = defineCall({
  host: 'api',
  method: 'POST',
  path: '/inform/send/sms',
  summary: '发送短信验证码（须先通过滑块或点选验证），成功时 msg 为「已发送」',
  tag: 'sms',
  // Spec §8: the client toasts the server's message on success.
  successMsg: '已发送',
  auth: 'none',
  body: z.object({
    captchaVerification: z
      .string()
      .max(1024)
      .describe('验证码组件通过后得到的 captchaVerification，只能用一次'),
    mobile: mobileField(),
    type: smsTypeField(),
  }),
  response: z.object({
    retryAfter: z.number().int().describe('多少秒后可以再次发送'),
    expiresIn: z.number().int().describe('验证码多少秒后失效'),
  }),
});

export const checkVerifyCode = defineCall({
  host: 'api',
  method: 'GET',
  path: '/inform/verifyCode',
  summary: '检查短信验证码是否正确（不消耗验证码；错误 5 次后验证码作废）',
  tag: 'sms',
  auth: 'none',
  query: z.object({
    mobile: mobileField(),
    verifyCode: verifyCodeField().default(''),
    type: smsTypeField().optional().describe('可选：验证码的用途，给出时须一致'),
  }),
  response: z.null().describe('code 200 表示验证码正确'),
});
