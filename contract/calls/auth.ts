// Calls of login and accounts — spec §3 login payload, §7 User: one-time password key, login, register, retrieve, logout.
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, int } from '../wire';
import { mobileField, verifyCodeField } from './sms';

/** Spec §9: the auth cookie lives 30 days when 'one month free login' (auto=1) is on. */
export const AUTH_COOKIE_DAYS = 30;

/** Spec §5: what a password may be once decrypted. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,20}$/;

/** The action a login captcha's verification is bound to (with the phone): captcha/check's action. */
export const LOGIN_CAPTCHA_ACTION = 'login';

/** Spec §3: the password travels AES-encrypted with the iv and key of /user/key/getDynamicKey. */
const encryptedPassword = {
  password: z
    .string()
    .max(256)
    .describe('密码密文：CryptoJS.AES（CBC, Pkcs7），key 与 iv 按 UTF-8，Base64 文本'),
  iv: z.string().max(64).describe('getDynamicKey 给出的 iv'),
  key: z.string().max(64).describe('getDynamicKey 给出的 key，只能用一次'),
};

const tokenAnswer = z.object({
  token: z.string().describe('登录令牌：之后放在 accessToken 头里；同时写入 auth cookie'),
});

export const getDynamicKey = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/key/getDynamicKey',
  summary: '取一次性的密码加密密钥（iv 与 key，各 16 个字符，120 秒内用一次）',
  tag: 'auth',
  auth: 'none',
  response: z.object({ iv: z.string(), key: z.string() }),
});

export const login = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/login',
  summary: '登录：mode 1 短信验证码（新手机号当场注册），mode 0 密码',
  tag: 'auth',
  auth: 'none',
  body: z.object({
    mobile: mobileField(),
    mode: int()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .describe('1 验证码登录, 0 密码登录'),
    auto: flag().default(0).describe('1 一个月内免登录（cookie 保存 30 天），0 会话 cookie'),
    verifyCode: verifyCodeField().optional().describe('mode 1：登录用（type 3）短信验证码'),
    password: encryptedPassword.password.optional(),
    iv: encryptedPassword.iv.optional(),
    key: encryptedPassword.key.optional(),
    loginType: int().optional().describe('客户端的登录方式标记，服务端以 mode 为准'),
    captchaVerification: z
      .string()
      .max(1024)
      .optional()
      .describe(
        'mode 0：同一地址对该手机号密码错误 3 次后必填（否则 11002）；验证码组件以 action=login 及该手机号通过后得到，只能用一次',
      ),
  }),
  response: tokenAnswer,
});

export const checkNickName = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/check/nick-name',
  summary: '昵称是否可用（2-12 位中文、字母、数字或下划线）',
  tag: 'auth',
  auth: 'none',
  query: z.object({ nickName: z.string().trim().max(64).describe('想用的昵称') }),
  response: z.object({ available: z.boolean().describe('true 表示昵称未被占用') }),
});

export const register = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/register',
  summary: '注册（短信验证码 type 1），成功后直接登录',
  tag: 'auth',
  auth: 'none',
  body: z.object({
    mobile: mobileField(),
    verifyCode: verifyCodeField().optional(),
    nickName: z.string().trim().max(64).describe('2-12 位中文、字母、数字或下划线'),
    ...encryptedPassword,
    auto: flag().default(1).describe('1 一个月内免登录（默认），0 会话 cookie'),
  }),
  response: tokenAnswer,
});

export const retrievePassword = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/center/retrievePassword',
  summary: '找回密码（短信验证码 type 2）：设置新密码，并注销该用户的其他登录',
  tag: 'auth',
  auth: 'none',
  body: z.object({
    mobile: mobileField(),
    verifyCode: verifyCodeField().optional(),
    ...encryptedPassword,
  }),
  response: z.null(),
});

export const logout = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/logout',
  summary: '退出登录：注销 accessToken 对应的登录并清除 auth cookie（可重复调用）',
  tag: 'auth',
  auth: 'none',
  response: z.null(),
});
