// Calls of recharging (spec §7 Pay): the wallet's settings, the lowest package, recharge orders and their status.
import { z } from 'zod';
import { defineCall } from '../call';
import { int, num } from '../wire';

export const rechargePackage = z.object({
  id: z.number().int(),
  price: z.number().describe('价格（元）'),
  diamonds: z.number().describe('购买的球钻，保留 2 位小数'),
  bonus: z.number().describe('额外赠送的球钻，保留 2 位小数'),
});

export type RechargePackageInfo = z.output<typeof rechargePackage>;

export const paySetting = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/setting',
  summary: '钱包设置：充值套餐与自定义金额范围、礼物收益比例、球票兑换比例、提现规则',
  tag: 'pay',
  auth: 'none',
  response: z.object({
    packages: z.array(rechargePackage),
    custom: z
      .object({ min: z.number().int(), max: z.number().int() })
      .describe('自定义充值金额范围（元，整数）'),
    diamondsPerYuan: z.number().describe('每 1 元可得的球钻'),
    giftTicketsPerDiamond: z.number().describe('观众每送出 1 球钻的礼物，主播得到的球票'),
    ticketToDiamond: z.number().describe('每 1 球票兑换的球钻（提现至钱包）'),
    withdrawal: z.object({
      min: z.number().describe('单笔最低提现（球票）'),
      feePercent: z.number().describe('手续费率（%）'),
      feeMin: z.number().describe('最低手续费（球票）'),
      dailyMax: z.number().describe('每日提现上限（球票）'),
    }),
  }),
});

export const payLowest = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/lowest',
  summary: '最低充值金额（元）与最便宜的充值套餐',
  tag: 'pay',
  auth: 'none',
  response: z.object({
    price: z.number().describe('最低充值金额（元）'),
    package: rechargePackage,
  }),
});

export const rechargeOrderStatuses = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  expired: '已过期',
} as const;

export type RechargeOrderStatus = keyof typeof rechargeOrderStatuses;

export const rechargeOrder = z.object({
  orderNo: z.string(),
  packageId: z.number().int().nullable().describe('充值套餐；自定义金额为 null'),
  price: z.number().describe('支付金额（元）'),
  diamonds: z.number().describe('到账球钻（含赠送），保留 2 位小数'),
  status: z.enum(['pending', 'paid', 'cancelled', 'expired']),
  createdAt: z.string().describe('下单时间（ISO 8601）'),
  expiresAt: z.string().describe('支付截止时间（ISO 8601）'),
  paidAt: z.string().nullable().describe('到账时间（ISO 8601）'),
});

export type RechargeOrder = z.output<typeof rechargeOrder>;

export const payRecharge = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/recharge',
  summary: '创建充值订单（选套餐或填自定义金额），返回支付页地址；需 Idempotency-Key',
  tag: 'pay',
  auth: 'required',
  body: z.object({
    packageId: int().pipe(z.number().int().positive()).optional().describe('充值套餐 id'),
    amount: num().optional().describe('自定义金额（元，整数）；与 packageId 二选一'),
  }),
  response: z.object({
    order: rechargeOrder,
    checkoutUrl: z.string().describe('支付网关的收银台地址'),
  }),
});

export const payRechargeOrder = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/recharge/order/{orderNo}',
  summary: '当前用户的一笔充值订单及其状态',
  tag: 'pay',
  auth: 'required',
  params: z.object({ orderNo: z.string().trim().min(1).max(40).describe('订单号') }),
  response: rechargeOrder,
});

export const RECHARGE_ORDERS_PAGE_SIZE = 10;

export const payRechargeOrders = defineCall({
  host: 'api',
  method: 'GET',
  path: '/pay/recharge/orders',
  summary: '当前用户的充值订单，最新的在前',
  tag: 'pay',
  auth: 'required',
  query: z.object({
    pageNum: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
    pageSize: int()
      .pipe(z.number().int().min(1).max(50))
      .default(RECHARGE_ORDERS_PAGE_SIZE)
      .describe(`每页条数，默认 ${RECHARGE_ORDERS_PAGE_SIZE}，最多 50`),
  }),
  response: z.object({
    list: z.array(rechargeOrder),
    total: z.number().int().min(0),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
});
