// Typed calls of the wallet's way out: pay password, bank cards and Alipay, withdrawals, records, income export.
import { fillPath } from '../../contract/call';
import {
  bindCard,
  cardList,
  changePayPass,
  exportIncome,
  payPassStatus,
  recordIncome,
  recordTransList,
  recordWithdraw,
  resetPayPass,
  sendPayPassSms,
  unbindCard,
  withdraw,
  withdrawToWallet,
} from '../../contract/calls/pay-withdraw';
import { config } from '../config';
import { paidRequest } from './paid';
import { request } from './request';

export const getPayPassStatus = () => request(payPassStatus);

/** Sets the first pay password (no old one) or changes it. */
export const savePayPassword = (input: {
  oldPassword?: string;
  password: string;
  confirmPassword: string;
}) => request(changePayPass, input);

export const sendPayPasswordSms = (input: { mobile: string; captchaVerification: string }) =>
  request(sendPayPassSms, input);

export const resetPayPassword = (input: {
  mobile: string;
  verifyCode: string;
  password: string;
  confirmPassword: string;
}) => request(resetPayPass, input);

export const getPayoutAccounts = (userId: number) => request(cardList, { id: userId });

export const bindPayoutAccount = (input: {
  type: 1 | 2;
  account: string;
  bankName?: string;
  holderName: string;
}) => request(bindCard, input);

export const unbindPayoutAccount = (id: number) => request(unbindCard, { id });

/** One withdrawal per 确认提现: `key` is made when the form is filled and reused on a retry. */
export const requestWithdrawal = (
  key: string,
  input: { amount: number; accountId: number; payPassword: string },
) => paidRequest(withdraw, key, input);

export const exchangeToWallet = (key: string, amount: number) =>
  paidRequest(withdrawToWallet, key, { amount });

export interface RecordQuery {
  pageNum: number;
  pageSize?: number;
  tradeType?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const getWithdrawalRecords = (pageNum: number, pageSize?: number) =>
  request(recordWithdraw, { pageNum, ...(pageSize ? { pageSize } : {}) });

export const getIncomeRecords = (query: RecordQuery) => request(recordIncome, query);

export const getTradeRecords = (query: RecordQuery) => request(recordTransList, query);

/** The CSV download's address: a GET the auth cookie authorises, so a plain link fetches it. */
export function incomeExportUrl(filters: Omit<RecordQuery, 'pageNum' | 'pageSize'>) {
  const query = new URLSearchParams({ channelId: '3', platform: '1' });
  for (const [k, v] of Object.entries(filters)) if (v) query.set(k, v);
  return `${config.hosts[exportIncome.host]}${fillPath(exportIncome.path, {})}?${query}`;
}
