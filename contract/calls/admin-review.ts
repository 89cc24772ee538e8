// Calls of the operator console's desk: 审核与提现 — anchor applications, expert applications and withdrawals.
// Each queue: a page of items by state, a claim (one operator at a time, it expires), and the two decisions.
import { z } from 'zod';
import type { AdminPermission } from '../admin-roles';
import { int, text } from '../wire';
import { ADMIN_PAGE_SIZE_MAX, type AdminCall, defineAdminCall } from './admin';

/** A claim lasts this long; deciding or claiming again renews it. */
export const REVIEW_CLAIM_MS = 10 * 60_000;
export const REVIEW_REASON_MAX = 100;

/** The refusal reasons an operator picks from (or types their own). */
export const anchorReasonTemplates = [
  '资料不全',
  '封面不合规',
  '实名信息不符',
  '证件照片不清晰',
  '直播间标题不合规',
  '简介含违规内容',
] as const;
export const expertReasonTemplates = [
  '资料不全',
  '简介过于简单',
  '擅长领域与简介不符',
  '实名信息不符',
  '含推广或联系方式',
] as const;
export const withdrawalReasonTemplates = [
  '收款账户信息有误',
  '账户存在异常，请联系客服',
  '实名信息与收款人不符',
  '疑似刷单或套现',
] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '应为 YYYY-MM-DD');
const id = () => int().pipe(z.number().int().positive().max(2_147_483_647));
const paging = {
  page: int().pipe(z.number().int().min(1).max(100_000)).default(1),
  pageSize: int().pipe(z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX)).default(20),
};

export const reviewClaim = z.object({
  adminId: z.number().int(),
  username: z.string(),
  expiresAt: z.number().int(),
  /** The caller holds it. */
  mine: z.boolean(),
});
export type ReviewClaim = z.output<typeof reviewClaim>;

const applicationState = z.enum(['review', 'pass', 'no']);

export const anchorReviewItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  registeredAt: z.number().int(),
  status: applicationState,
  reason: z.string(),
  /** The name on the application, masked (张*). */
  realName: z.string(),
  /** The account's verified real name: 0 none, 1 verified; masked name when verified. */
  realNameStatus: z.number().int(),
  verifiedName: z.string(),
  /** Verified, and the application's name is the same one. */
  nameMatches: z.boolean().nullable(),
  photos: z.array(z.string()),
  categories: z.array(z.number().int()),
  intro: z.string(),
  /** The room the user would broadcast in (after a pass, or one kept from before). */
  room: z.object({ id: z.number().int(), title: z.string(), cover: z.string() }).nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  claim: reviewClaim.nullable(),
});
export type AnchorReviewItem = z.output<typeof anchorReviewItem>;

export const expertReviewItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  registeredAt: z.number().int(),
  status: applicationState,
  reason: z.string(),
  realNameStatus: z.number().int(),
  verifiedName: z.string(),
  intro: z.string(),
  specialities: z.array(z.string()),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  claim: reviewClaim.nullable(),
});
export type ExpertReviewItem = z.output<typeof expertReviewItem>;

export const withdrawalRiskKinds = [
  'newAccount',
  'largeAmount',
  'manyAccounts',
  'firstWithdrawal',
  'payPasswordChanged',
  'noRealName',
] as const;
export type WithdrawalRiskKind = (typeof withdrawalRiskKinds)[number];

export const withdrawalRisk = z.object({
  kind: z.enum(withdrawalRiskKinds),
  /** The hint as the operator reads it: 注册 3 天、金额 12,000 球票 … */
  text: z.string(),
});

export const withdrawalReviewItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  registeredAt: z.number().int(),
  amount: z.number(),
  fee: z.number(),
  actual: z.number(),
  status: z.enum(['pending', 'paid', 'rejected']),
  accountType: z.number().int(),
  bankName: z.string(),
  account: z.string(),
  note: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  risks: z.array(withdrawalRisk),
  claim: reviewClaim.nullable(),
});
export type WithdrawalReviewItem = z.output<typeof withdrawalReviewItem>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

const reasonBody = (required: boolean) =>
  z.object({ reason: required ? text(REVIEW_REASON_MAX, 1) : text(REVIEW_REASON_MAX).default('') });

/** The four calls of one application queue (anchors, experts). */
function applicationCalls<I extends z.ZodType>(
  base: string,
  what: string,
  permission: AdminPermission,
  item: I,
) {
  const common = { host: 'api', tag: 'admin', auth: 'none', admin: { permission } } as const;
  return {
    list: defineAdminCall({
      ...common,
      method: 'GET',
      path: base,
      summary: `${what}：按状态分页（待审核最早的在前，已审核最新的在前）`,
      query: z.object({
        status: applicationState.default('review'),
        userId: id().optional(),
        ...paging,
      }),
      response: pageOf(item),
    }),
    claim: defineAdminCall({
      ...common,
      method: 'POST',
      path: `${base}/{id}/claim`,
      summary: `${what}：认领（${REVIEW_CLAIM_MS / 60_000} 分钟内他人不能处理）`,
      encoding: 'json',
      params: z.object({ id: id() }),
      body: z.object({}),
      response: reviewClaim,
    }),
    pass: defineAdminCall({
      ...common,
      method: 'POST',
      path: `${base}/{id}/pass`,
      summary: `${what}：通过`,
      encoding: 'json',
      params: z.object({ id: id() }),
      body: reasonBody(false),
      response: item,
    }),
    no: defineAdminCall({
      ...common,
      method: 'POST',
      path: `${base}/{id}/no`,
      summary: `${what}：驳回（原因会告知申请人）`,
      encoding: 'json',
      params: z.object({ id: id() }),
      body: reasonBody(true),
      response: item,
    }),
  };
}

export const anchorReviewCalls = applicationCalls(
  '/admin/review/anchors',
  '主播申请',
  'anchors.review',
  anchorReviewItem,
);
export const expertReviewCalls = applicationCalls(
  '/admin/review/experts',
  '专家申请',
  'experts.review',
  expertReviewItem,
);

const money = {
  host: 'api',
  tag: 'admin',
  auth: 'none',
  admin: { permission: 'withdrawals.decide' },
} as const;

export const withdrawalReviewCalls = {
  list: defineAdminCall({
    ...money,
    method: 'GET',
    path: '/admin/withdrawals',
    summary: '提现审核：按状态分页，带风险提示',
    query: z.object({
      status: z.enum(['pending', 'paid', 'rejected']).default('pending'),
      userId: id().optional(),
      from: day.optional(),
      to: day.optional(),
      ...paging,
    }),
    response: pageOf(withdrawalReviewItem),
  }),
  claim: defineAdminCall({
    ...money,
    method: 'POST',
    path: '/admin/withdrawals/{id}/claim',
    summary: '提现审核：认领',
    encoding: 'json',
    params: z.object({ id: id() }),
    body: z.object({}),
    response: reviewClaim,
  }),
  approve: defineAdminCall({
    ...money,
    method: 'POST',
    path: '/admin/withdrawals/{id}/approve',
    summary: '提现审核：通过并打款（重复提交只处理一次）',
    encoding: 'json',
    params: z.object({ id: id() }),
    body: reasonBody(false),
    response: z.object({ item: withdrawalReviewItem, changed: z.boolean() }),
  }),
  reject: defineAdminCall({
    ...money,
    method: 'POST',
    path: '/admin/withdrawals/{id}/reject',
    summary: '提现审核：驳回并退回球票',
    encoding: 'json',
    params: z.object({ id: id() }),
    body: reasonBody(true),
    response: z.object({ item: withdrawalReviewItem, changed: z.boolean() }),
  }),
};

export const reviewAdminCalls: AdminCall[] = [
  ...Object.values(anchorReviewCalls),
  ...Object.values(expertReviewCalls),
  ...Object.values(withdrawalReviewCalls),
];
