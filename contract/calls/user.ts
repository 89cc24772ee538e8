// Calls of the user module — spec §7 "User": user info, profile, nick name, portrait, password, real name, space, follows, emoji.
import { z } from 'zod';
import { defineCall } from '../call';
import { isPastDay, SIGNATURE_MAX } from '../user-rules';
import { int } from '../wire';

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

// The field rules both sides check (genders' labels, nick name, birthday, ID number, real name) are in
// contract/user-rules.ts, without zod; the schemas below are built on them.
const gender = z.union([z.literal(0), z.literal(1), z.literal(2)]);

// ——— The logged-in user's own profile ———

export const userProfile = userInfo.extend({
  gender: gender.describe('0 保密, 1 男, 2 女'),
  birthday: z.string().nullable().describe('生日 YYYY-MM-DD，未填为 null'),
  signature: z.string().describe(`个性签名，最多 ${SIGNATURE_MAX} 字`),
  mobile: z.string().describe('打码的手机号，如 138****0001'),
  hasPassword: zeroOne.describe(
    '1 已设置登录密码（用 updatePassword），0 未设置（用 initPassword）',
  ),
  realNameStatus: zeroOne.describe('0 未实名, 1 已实名'),
});

export type UserProfile = z.output<typeof userProfile>;

export const userCenterProfile = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/center/profile',
  summary: '当前登录用户的个人资料（/v/personal-data 用；/user/center/info 保持规格 §3 的形状）',
  tag: 'user',
  auth: 'required',
  response: userProfile,
});

/** Form bodies cannot send null: an empty birthday clears it. */
const birthday = z
  .union([z.string().trim(), z.null()])
  .refine((v) => v === null || v === '' || isPastDay(v), '请输入正确的生日（YYYY-MM-DD）')
  .transform((v) => v || null);

export const userCenterUpdateInfo = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/center/updateInfo',
  summary: '修改性别、生日、个性签名（至少一项）',
  tag: 'user',
  auth: 'required',
  body: z
    .object({
      gender: int().pipe(gender).optional().describe('0 保密, 1 男, 2 女'),
      birthday: birthday.optional().describe('YYYY-MM-DD；空串清除'),
      signature: z
        .string()
        .trim()
        .max(SIGNATURE_MAX, `个性签名最多 ${SIGNATURE_MAX} 个字`)
        // One line on a card: no line breaks or other control characters.
        .regex(/^\P{Cc}*$/u, '个性签名不能包含换行或控制字符')
        .optional()
        .describe(`个性签名，最多 ${SIGNATURE_MAX} 字`),
    })
    .refine(
      (b) => b.gender !== undefined || b.birthday !== undefined || b.signature !== undefined,
      '请填写要修改的资料',
    ),
  response: userProfile,
});

export const userCenterUpdateNickName = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/center/updateNickName',
  changesState: true,
  summary: '修改昵称（2-12 位中文、字母、数字或下划线，不可与他人重复）；须带 accessToken 头',
  tag: 'user',
  auth: 'required',
  query: z.object({ nickName: z.string().trim().max(100).describe('新昵称') }),
  response: userInfo,
});

export const userCenterUpdatePortrait = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/center/updatePortrait',
  changesState: true,
  summary:
    '修改头像：只接受本人经 multiUploadBase64（type=portrait）上传得到的地址；须带 accessToken 头',
  tag: 'user',
  auth: 'required',
  query: z.object({ portraitUrl: z.string().trim().min(1, '必填').max(500).describe('头像地址') }),
  response: userInfo,
});

// ——— Password change (encrypted with a one-time key from /user/key/getDynamicKey) ———

const cipherText = z.string().trim().min(1, '必填').max(512).describe('AES-CBC 密文（Base64）');
const dynamicKeyFields = {
  iv: z.string().trim().min(1, '必填').max(128).describe('getDynamicKey 给的 iv'),
  key: z.string().trim().min(1, '必填').max(128).describe('getDynamicKey 给的 key（一次有效）'),
};

export const userCenterUpdatePassword = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/center/updatePassword',
  summary:
    '修改登录密码：原密码与新密码用同一个一次性 key/iv 分别加密后一起提交；成功后其他登录会话失效',
  tag: 'user',
  auth: 'required',
  body: z.object({
    oldPassword: cipherText.describe('原密码密文'),
    password: cipherText.describe('新密码密文'),
    ...dynamicKeyFields,
  }),
  response: z.null(),
});

export const userCenterInitPassword = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/center/initPassword',
  summary: '首次设置登录密码（仅限尚无密码的短信注册账号）；成功后其他登录会话失效',
  tag: 'user',
  auth: 'required',
  body: z.object({ password: cipherText.describe('新密码密文'), ...dynamicKeyFields }),
  response: z.null(),
});

// ——— Real name ———

export const REAL_NAME_STATUS = { none: 0, verified: 1 } as const;

export const realNameStatus = z.object({
  status: zeroOne.describe('0 未实名, 1 已实名（不可再修改）'),
  realName: z.string().describe('打码的姓名，如 张*，未实名为空串'),
  idNumber: z.string().describe('打码的身份证号，如 110***********123X，未实名为空串'),
});

export type RealNameStatus = z.output<typeof realNameStatus>;

export const userCenterRealName = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/center/real-name',
  summary: '实名认证状态（只回打码的姓名和证件号）',
  tag: 'user',
  auth: 'required',
  response: realNameStatus,
});

export const userCenterSubmitRealName = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/center/real-name',
  summary:
    '提交实名认证：18 位居民身份证号（GB 11643 校验），一个证件号只能认证一个账号，认证后不可修改',
  tag: 'user',
  auth: 'required',
  body: z.object({
    realName: z.string().trim().min(1, '必填').max(40).describe('真实姓名，2-20 个汉字，可含 ·'),
    idNumber: z
      .string()
      .trim()
      .min(1, '必填')
      .max(40)
      .transform((v) => v.toUpperCase())
      .describe('18 位身份证号，末位可为 X'),
  }),
  response: realNameStatus,
});

// ——— Public user pages ———

export const personalSpace = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/info/personal-space',
  summary: '用户的公开名片（/personal/{id}）：资料、粉丝数、关注数',
  tag: 'user',
  auth: 'optional',
  query: z.object({ id: int().pipe(z.number().int().positive()).describe('用户 id') }),
  response: userInfo.extend({
    signature: z.string(),
    gender: gender.describe('0 保密, 1 男, 2 女'),
    fansCount: z.number().int().min(0),
    followCount: z.number().int().min(0),
    isFollowed: zeroOne.describe('当前登录用户是否已关注 TA（未登录为 0）'),
    ipRegion: z
      .string()
      .describe('IP属地：最近一次登录地址所在的省份（境外为国家），未知为「未知」'),
    room: z.null().describe('主播的直播间，直播间模块上线前为 null'),
  }),
});

export const ATTENTION_PAGE_SIZE = 30;
export const ATTENTION_PAGE_SIZE_MAX = 50;
export const attentionTypes = { 1: '关注', 2: '粉丝' } as const;

export const attentionUser = userInfo.omit({ isExpert: true });

export const attentionList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/info/attention',
  summary: '用户的关注列表（type 1）或粉丝列表（type 2），最近关注的在前',
  tag: 'user',
  auth: 'none',
  query: z.object({
    userId: int().pipe(z.number().int().positive()).describe('用户 id'),
    type: int()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1)
      .describe('1 TA 关注的人, 2 TA 的粉丝'),
    page: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
    pageSize: int()
      .pipe(z.number().int().min(1).max(ATTENTION_PAGE_SIZE_MAX))
      .default(ATTENTION_PAGE_SIZE)
      .describe(`每页条数，默认 ${ATTENTION_PAGE_SIZE}，最多 ${ATTENTION_PAGE_SIZE_MAX}`),
  }),
  response: z.object({
    list: z.array(attentionUser),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** The role tabs of the centre's follow and fan lists; each person is in one (anchor before expert). */
export const attentionKinds = { 0: '全部', 1: '主播', 2: '专家', 3: '用户' } as const;
export const ATTENTION_KIND = { all: 0, anchor: 1, expert: 2, user: 3 } as const;
export type AttentionKind = 0 | 1 | 2 | 3;

export const myAttentionUser = userInfo.extend({
  followedAt: z.number().int().describe('关注时间 Unix 毫秒'),
  isFollowed: zeroOne.describe('我是否关注了 TA（type 1 恒为 1；type 2 即是否已回关）'),
  followsMe: zeroOne.describe('TA 是否关注了我（两者都为 1 即互相关注）'),
  roomId: z.number().int().nullable().describe('TA 的直播间 id，没有直播间为 null'),
  live: z.boolean().describe('直播间是否正在直播'),
});

export type MyAttentionUser = z.output<typeof myAttentionUser>;

export const myAttention = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/center/attention',
  summary:
    '我关注的人（type 1）或我的粉丝（type 2），可按主播、专家、用户筛选；正在直播的主播在前，再按关注时间（最近的在前）；附直播状态与是否互相关注',
  tag: 'user',
  auth: 'required',
  query: z.object({
    type: int()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1)
      .describe('1 我关注的人, 2 我的粉丝'),
    kind: int()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]))
      .default(0)
      .describe('0 全部, 1 主播, 2 专家（非主播）, 3 普通用户'),
    page: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
    pageSize: int()
      .pipe(z.number().int().min(1).max(ATTENTION_PAGE_SIZE_MAX))
      .default(ATTENTION_PAGE_SIZE)
      .describe(`每页条数，默认 ${ATTENTION_PAGE_SIZE}，最多 ${ATTENTION_PAGE_SIZE_MAX}`),
  }),
  response: z.object({
    list: z.array(myAttentionUser),
    total: z.number().int().min(0).describe('当前筛选下的人数'),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: z
      .object({
        all: z.number().int().min(0),
        anchor: z.number().int().min(0),
        expert: z.number().int().min(0),
        user: z.number().int().min(0),
      })
      .describe('各角色的人数（筛选标签用）'),
  }),
});

// ——— Emoji ———

export const emoji = z.object({
  code: z.string().describe('聊天里传的文字代码，如 [笑脸]'),
  char: z.string().describe('Unicode 表情字符，客户端直接显示'),
  name: z.string(),
});

export type Emoji = z.output<typeof emoji>;

export const getEmojis = defineCall({
  host: 'api',
  method: 'GET',
  path: '/user/common/getEmojis',
  summary: '表情列表（按分组）；emojiHead 为空串：表情是 Unicode 字符，没有图片',
  tag: 'user',
  auth: 'none',
  response: z.object({
    emojiHead: z
      .string()
      .describe('表情图片的基础路径（规格 §3）；本站表情为 Unicode 字符，恒为空串'),
    groups: z.array(z.object({ name: z.string(), emojis: z.array(emoji) })),
  }),
});

// ——— The room host's user calls (spec §7 Room and anchor API) ———

export const apiUserInfo = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/user/info',
  summary: '当前登录用户的信息（规格 §3 的形状）及球钻、球票余额',
  tag: 'user',
  auth: 'required',
  response: userInfo.extend({
    balance: z.number().describe('球钻余额'),
    ticket: z.number().describe('球票余额'),
  }),
});

/** Spec §9: hot users 20 at a time. */
export const RECOMMEND_SIZE = 20;

export const recommendedUser = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string().describe('头像地址，空串为默认头像'),
  level: z.number().int().min(0),
  fans: z.number().int().nonnegative(),
  roomId: z.number().int().nullable(),
  /** The anchor's room: offline, waiting (about to stream) or live. */
  status: z.enum(['offline', 'waiting', 'live']),
});
export type RecommendedUser = z.output<typeof recommendedUser>;

export const userRecommend = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/user/recommend',
  summary: '推荐关注：热门主播（直播中的在前），不含自己和已关注的人',
  tag: 'user',
  auth: 'optional',
  query: z.object({
    pageSize: int().pipe(z.number().int().min(1).max(50)).default(RECOMMEND_SIZE),
  }),
  response: z.array(recommendedUser),
});
