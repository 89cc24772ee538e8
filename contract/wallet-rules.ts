// The wallet's rules both sides check (spec §7 Pay), the client for instant messages, the server for the verdict: pay
// password, bank card and Alipay numbers, the banks, the record scopes, amounts in minor units. Kept without zod so that
// a page that reads one (the wallet's balance line, a form) does not load the call schemas of contract/calls/pay-withdraw.ts.
import { isTradeType, TRADE, type TradeType } from './enums/trade-types';

export const PAY_PASSWORD_LENGTH = 6;
/** Wrong pay passwords in a row before the lock. */
export const PAY_PASSWORD_MAX_WRONG = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;

export const payPasswordProblem = (password: string): string | null =>
  /^\d{6}$/.test(password) ? null : '支付密码为6位数字';

/** Spaces and dashes people type between digit groups are not part of the number. */
export const normalizeCardNumber = (raw: string) => raw.replace(/[\s-]/g, '');

/** The Luhn (mod 10) checksum every UnionPay debit card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(raw: string): string | null {
  const digits = normalizeCardNumber(raw);
  if (!/^\d{16,19}$/.test(digits)) return '银行卡号应为16-19位数字';
  if (!luhnValid(digits)) return '银行卡号不正确，请核对后重新输入';
  return null;
}

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const ALIPAY_PHONE = /^1[3-9]\d{9}$/;

/** An Alipay account is the phone number or the e-mail address it was opened with. */
export function alipayAccountProblem(raw: string): string | null {
  const account = raw.trim();
  return ALIPAY_PHONE.test(account) || (account.length <= 100 && EMAIL.test(account))
    ? null
    : '支付宝账号应为手机号或邮箱';
}

/** The banks a card can be bound from (the withdrawal desk pays to these). */
export const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '浦发银行',
  '中信银行',
  '兴业银行',
  '中国民生银行',
  '中国光大银行',
  '平安银行',
  '华夏银行',
  '广发银行',
] as const;

/** Bank cards a user may have bound at once (one Alipay account). */
export const MAX_BANK_CARDS = 5;

/** Trade types the income records and the income export show (money earned). */
export const INCOME_TRADE_TYPES = [
  TRADE.giftIncome,
  TRADE.prizePayout,
  TRADE.redPacketGrab,
  TRADE.systemGrant,
] as const satisfies readonly TradeType[];
/** Trade types the spending records show (money spent). */
export const SPENDING_TRADE_TYPES = [2, 4, 10, 15, 16, 8] as const satisfies readonly TradeType[];

/** '2,4' or '9' → [2, 4] / [9]; null when a part is not a trade type. */
export function parseTradeTypes(raw: string): TradeType[] | null {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const codes = parts.map(Number);
  return codes.every((c) => Number.isInteger(c) && isTradeType(c)) ? (codes as TradeType[]) : null;
}

/** An amount typed in 球票 (at most 2 decimals) as ticket minor units; null when malformed. */
export function amountToUnits(amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const units = Math.round(amount * 100);
  return Math.abs(units - amount * 100) < 1e-6 && Number.isSafeInteger(units) ? units : null;
}
