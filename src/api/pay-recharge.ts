// Typed calls of recharging: the wallet settings, placing a recharge order, and reading orders back.
import {
  payRecharge,
  payRechargeOrder,
  payRechargeOrders,
  paySetting,
} from '../../contract/calls/pay-recharge';
import { paidRequest } from './paid';
import { type RequestOptions, request } from './request';

export const getPaySetting = () => request(paySetting);

/** One order per 立即充值: `key` is made when the user picks what to buy and reused on a retry. */
export const placeRecharge = (key: string, choice: { packageId: number } | { amount: number }) =>
  paidRequest(payRecharge, key, choice);

export const getRechargeOrder = (orderNo: string, options?: RequestOptions) =>
  request(payRechargeOrder, { orderNo }, options);

export const getRechargeOrders = (pageNum: number, pageSize?: number) =>
  request(payRechargeOrders, { pageNum, ...(pageSize ? { pageSize } : {}) });
