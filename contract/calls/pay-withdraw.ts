// Calls of the wallet's way out (spec §7 Pay): pay password, bank cards and Alipay, withdrawals, records, income export.
import { z } from 'zod';
import { defineCall } from '../call';
import { INCOME_TRADE_TYPES } from '../wallet-rules';
import { int, num } from '../wire';
import { balances } from './pay';

// ——— Shapes ———
// (The rules both sides check, pay password, card and Alipay numbers, banks, record scopes and amounts, are in
// contract/wallet-rules.ts, without zod.)

const id = () => int().pipe(z.number().int().min(1).max(2_147_483_647));
const unixMs = () => z.number().int().describe('Unix 毫秒');
const money = () => z.number().describe('金额，保留 2 位小数');
const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .describe('北京时间日期 YYYY-MM-DD');

export const PAYOUT_ACCOUNT_TYPE = { bank: 1, alipay: 2 } as const;

export const payoutAccount = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]).describe('1 银行卡, 2 支付宝'),
  bankName: z.string().describe('开户银行（支付宝为空）'),
  account: z.string().describe('打码的卡号或支付宝账号'),
  holderName: z.string().describe('打码的持有人姓名'),
  createdAt: unixMs(),
});
export type PayoutAccount = z.output<typeof payoutAccount>;

export const withdrawalStatus = z.enum(['pending', 'paid', 'rejected']);
export type WithdrawalStatus = z.output<typeof withdrawalStatus>;
export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  pending: '审核中',
  paid: '已到账',
  rejected: '已驳回',
};

export const withdrawalRecord = z.object({
  id: z.number().int(),
  amount: money().describe('提现金额（含手续费），球票'),
  fee: money().describe('手续费，球票'),
  actual: money().describe('实际到账，元'),
  status: withdrawalStatus,
  accountType: z.union([z.literal(1), z.literal(2)]),
  bankName: z.string(),
  account: z.string().describe('打码的收款账户'),
  note: z.string().describe('审核备注（驳回原因）'),
  createdAt: unixMs(),
  decidedAt: unixMs().nullable(),
});
export type WithdrawalRecord = z.output<typeof withdrawalRecord>;

export const tradeRecord = z.object({
  id: z.number().int().describe('账目编号'),
  tradeType: z.number().int().describe('规格 §3 交易类型'),
  tradeTypeLabel: z.string(),
  currency: z.enum(['diamond', 'ticket']).describe('diamond 球钻, ticket 球票'),
  amount: money().describe('变动金额，收入为正、支出为负'),
  balanceAfter: money().describe('变动后余额'),
  remark: z.string(),
  createdAt: unixMs(),
});
export type TradeRecord = z.output<typeof tradeRecord>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int().min(0),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

export const RECORD_PAGE_SIZE = 10;
export const RECORD_PAGE_SIZE_MAX = 100;

const paging = {
  pageNum: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
  pageSize: int()
    .pipe(z.number().int().min(1).max(RECORD_PAGE_SIZE_MAX))
    .default(RECORD_PAGE_SIZE)
    .describe(`每页条数，默认 ${RECORD_PAGE_SIZE}，最多 ${RECORD_PAGE_SIZE_MAX}`),
};

/** The records' filters: trade types (one code or several, comma-separated) and a China-day range. */
export const recordFilters = {
  tradeType: z
    .union([z.number().int(), z.string().trim().max(64)])
    .optional()
    .describe('交易类型，可用逗号分隔多个，如 2,4'),
  dateFrom: day().optional().describe('开始日期（含）'),
  dateTo: day().optional().describe('结束日期（含）'),
};

// ——— Pay password ———

export const payPassStatus = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/pay-pass/status',
  summary: '是否已设置支付密码、是否被锁定',
  tag: 'pay',
  auth: 'required',
  response: z.object({
    set: z.union([z.literal(0), z.literal(1)]).describe('1 已设置'),
    lockedUntil: unixMs().nullable().describe('锁定到何时（Unix 毫秒），未锁定为 null'),
    attemptsLeft: z.number().int().describe('锁定前还可输错的次数'),
  }),
});

const payPasswordField = () => z.string().max(32).describe('6 位数字支付密码');

export const changePayPass = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/change/pay-pass',
  summary: '设置支付密码（未设置时：新密码 + 确认），或修改（原密码 + 新密码 + 确认）',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    oldPassword: payPasswordField().optional().describe('原支付密码（修改时必填）'),
    password: payPasswordField(),
    confirmPassword: payPasswordField(),
  }),
  response: z.object({ set: z.literal(1) }),
});

export const sendPayPassSms = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/pay-pass/sms',
  summary: '找回支付密码：向账号绑定的手机号发送验证码（须先通过安全验证）',
  tag: 'pay',
  auth: 'required',
  successMsg: '已发送',
  body: z.object({
    mobile: z.string().max(32).describe('账号绑定的手机号'),
    captchaVerification: z.string().max(1024),
  }),
  response: z.object({
    retryAfter: z.number().int(),
    expiresIn: z.number().int(),
  }),
});

export const resetPayPass = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/pay-pass/reset',
  summary: '找回支付密码：短信验证码正确后设置新的支付密码，并解除锁定',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    mobile: z.string().max(32),
    verifyCode: z.string().trim().max(16).default(''),
    password: payPasswordField(),
    confirmPassword: payPasswordField(),
  }),
  response: z.object({ set: z.literal(1) }),
});

// ——— Bank cards and Alipay ———

export const bindCard = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/bind-card',
  summary:
    '绑定银行卡（type 1：卡号须通过 Luhn 校验）或支付宝（type 2）；持有人须与实名认证姓名一致',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    type: int()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1)
      .describe('1 银行卡, 2 支付宝'),
    account: z.string().max(120).describe('银行卡号，或支付宝账号（手机号或邮箱）'),
    bankName: z.string().trim().max(20).default('').describe('开户银行（银行卡必填）'),
    holderName: z.string().trim().max(40).describe('持卡人/账户实名姓名'),
  }),
  response: payoutAccount,
});

export const unbindCard = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/unbind-card/{id}',
  summary: '解绑自己的银行卡或支付宝账号',
  tag: 'pay',
  auth: 'required',
  params: z.object({ id: id().describe('收款账户编号') }),
  response: z.null(),
});

export const cardList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/card-list/{id}',
  summary: '我绑定的银行卡和支付宝账号（id 为当前用户编号，只能查看自己的）',
  tag: 'pay',
  auth: 'required',
  params: z.object({ id: id().describe('用户编号') }),
  response: z.object({ list: z.array(payoutAccount) }),
});

// ——— Withdrawals and the exchange to diamonds ———

export const withdraw = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/withdraw',
  summary:
    '球票提现到银行卡或支付宝：校验最低金额、手续费、每日上限与支付密码，转入审核（须带 Idempotency-Key）',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    amount: num().describe('提现球票数，最多 2 位小数（含手续费）'),
    accountId: id().describe('收款账户编号'),
    payPassword: payPasswordField(),
  }),
  response: withdrawalRecord,
});

export const withdrawToWallet = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/withdraw-to-wallet',
  summary: '提现至钱包：把球票按比例兑换成球钻（交易类型 13，须带 Idempotency-Key）',
  tag: 'pay',
  auth: 'required',
  body: z.object({ amount: num().describe('兑换的球票数，最多 2 位小数') }),
  response: z.object({
    tickets: money().describe('扣除的球票'),
    diamonds: money().describe('得到的球钻'),
    balances,
  }),
});

// ——— Records and the export ———

export const recordWithdraw = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/record/withdraw',
  summary: '我的提现记录，最新的在前，分页',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    ...paging,
    status: withdrawalStatus.optional().describe('pending 审核中, paid 已到账, rejected 已驳回'),
  }),
  response: pageOf(withdrawalRecord),
});

export const recordIncome = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/record/income',
  summary: `我的收益记录（交易类型 ${INCOME_TRADE_TYPES.join('、')}），分页，可按类型和日期筛选`,
  tag: 'pay',
  auth: 'required',
  body: z.object({ ...paging, ...recordFilters }),
  response: pageOf(tradeRecord),
});

export const recordTransList = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/record/trans-list',
  summary: '我的全部账目（带交易类型名称），分页，可按类型和日期筛选',
  tag: 'pay',
  auth: 'required',
  body: z.object({ ...paging, ...recordFilters }),
  response: pageOf(tradeRecord),
});

export const exportIncome = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/export/income/',
  summary: '导出收益记录为 CSV 文件（UTF-8 带 BOM，附件下载；不是 JSON 信封）',
  tag: 'pay',
  auth: 'required',
  query: z.object(recordFilters),
  response: z.string().describe('CSV 文本'),
});
