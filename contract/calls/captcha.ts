// Captcha calls: AJ-Captcha's get and check on the captcha host (its own answer shape), and slider variant 2.
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../wire';

export const captchaTypes = ['blockPuzzle', 'clickWord'] as const;
export type CaptchaType = (typeof captchaTypes)[number];

/** AJ-Captcha's success repCode; every other code is a failure whose repMsg is shown (spec §8). */
export const REP_SUCCESS = '0000';
/** AJ-Captcha's get limit (too many gets); the spec's client clears its images on it (§8). */
export const REP_TOO_MANY_GETS = '6201';

const captchaType = z.enum(captchaTypes).describe('blockPuzzle 滑块拼图，clickWord 文字点选');

/** Fields AJ-Captcha front ends send with every call; kept for compatibility, not trusted. */
const clientFields = {
  clientUid: z
    .string()
    .max(128)
    .optional()
    .describe('前端生成的客户端标识（仅为兼容，不作限流依据）'),
  ts: int().optional().describe('前端时间戳（毫秒）'),
};

/** The phone and action a passed check is bound to; our own client sends them, AJ's does not. */
export const captchaBinding = {
  mobile: z
    .string()
    .regex(/^1\d{10}$/, '应为 11 位手机号')
    .optional()
    .describe('验证通过后 captchaVerification 只能用于该手机号'),
  action: z
    .string()
    .regex(/^[\w:.-]{1,32}$/, '应为 1-32 位字母、数字或 _ : . -')
    .optional()
    .describe('验证通过后 captchaVerification 只能用于该操作，如 sms:3'),
};

export const captchaGetBody = z.object({ captchaType, ...clientFields });

export const captchaCheckBody = z.object({
  captchaType,
  pointJson: z
    .string()
    .min(1)
    .max(1024)
    .describe('答案 JSON 经 AES/ECB/PKCS7（secretKey 为密钥）加密后的 Base64'),
  token: z.string().min(1).max(64).describe('get 返回的 token，只能校验一次'),
  trackJson: z
    .string()
    .min(1)
    .max(8192)
    .optional()
    .describe(
      'blockPuzzle 必填（AJ-Captcha 自带前端不发送，故滑块只能用本站前端）：拖动轨迹 [[毫秒, x], ...] 的 JSON（x 按 310 宽折算，自按下起计时，最多 200 个点），与 pointJson 同样加密',
    ),
  ...clientFields,
  ...captchaBinding,
});

export const captchaChallenge = z.object({
  originalImageBase64: z.string().describe('底图 PNG 的 Base64（无 data: 前缀），310x155'),
  jigsawImageBase64: z
    .string()
    .optional()
    .describe('blockPuzzle：拼图块 PNG 的 Base64，47x155，拼图块位于 x=0'),
  token: z.string(),
  secretKey: z.string().length(16).describe('答案的 AES 密钥'),
  wordList: z.array(z.string()).optional().describe('clickWord：依次点击的 3 个字'),
  result: z.literal(false),
  opAdmin: z.literal(false),
});

export type CaptchaChallenge = z.output<typeof captchaChallenge>;

export const captchaChecked = z.object({
  captchaType,
  token: z.string(),
  result: z.literal(true),
  opAdmin: z.literal(false),
});

export const captchaGet = defineCall({
  host: 'captcha',
  method: 'POST',
  path: '/captcha/get',
  summary: '获取验证码图片（AJ-Captcha 协议；失败时 repCode 为 0011、6201、6202 等）',
  tag: 'captcha',
  auth: 'none',
  body: captchaGetBody,
  encoding: 'json',
  wire: 'aj-captcha',
  response: captchaChallenge,
});

export const captchaCheck = defineCall({
  host: 'captcha',
  method: 'POST',
  path: '/captcha/check',
  summary:
    '校验验证码答案（AJ-Captcha 协议）；token 无论成败只能用一次，通过后 captchaVerification 180 秒内可用一次',
  tag: 'captcha',
  auth: 'none',
  body: captchaCheckBody,
  encoding: 'json',
  wire: 'aj-captcha',
  response: captchaChecked,
});

export const slidingVerification = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/verification/sliding-verification',
  summary: '滑块验证（第二种）：底图、拼图块与目标位置，仅作界面校验，不能解锁短信',
  tag: 'captcha',
  auth: 'none',
  response: z.object({
    tari: z.string().describe('底图 PNG 的 Base64，310x155'),
    slii: z.string().describe('拼图块 PNG 的 Base64，47x47'),
    coox: z.number().int().describe('目标 x（拼图块左边缘）'),
    cooy: z.number().int().describe('目标 y（拼图块上边缘）'),
  }),
});
