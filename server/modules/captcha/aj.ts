// AJ-Captcha's answer shape and the repCodes it uses, so its own front ends read our answers unchanged.
import { REP_SUCCESS, REP_TOO_MANY_GETS } from '../../../contract/calls/captcha';

export const repCodes = {
  success: { repCode: REP_SUCCESS, repMsg: null },
  /** AJ's BLANK_ERROR / NULL_ERROR: a missing or unreadable parameter. */
  badParams: { repCode: '0011', repMsg: '参数不能为空' },
  expired: { repCode: '6110', repMsg: '验证码已失效，请重新获取' },
  wrongAnswer: { repCode: '6111', repMsg: '验证失败' },
  /** The spec's client clears the images on this code (§8). */
  tooManyGets: { repCode: REP_TOO_MANY_GETS, repMsg: 'get接口请求次数超限，请稍后再试!' },
  tooManyFailures: { repCode: '6202', repMsg: '接口验证失败数过多，请稍后再试' },
  invalidRequest: { repCode: '6206', repMsg: '无效请求，请重新获取验证码' },
  /** AJ's EXCEPTION: our own failure (e.g. the store is down), never the caller's. */
  serverError: { repCode: '9999', repMsg: '服务繁忙，请稍后再试' },
} as const;

export type RepCode = (typeof repCodes)[keyof typeof repCodes];

export interface AjAnswer<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
  error: boolean;
}

export const ajSuccess = <T>(repData: T): AjAnswer<T> => ({
  repCode: repCodes.success.repCode,
  repMsg: null,
  repData,
  success: true,
  error: false,
});

export const ajFailure = (code: RepCode, repMsg: string | null = code.repMsg): AjAnswer<never> => ({
  repCode: code.repCode,
  repMsg,
  repData: null,
  success: false,
  error: true,
});

/** A failure as a value a service can return or throw through to the route. */
export class CaptchaFailure extends Error {
  constructor(
    readonly code: RepCode,
    readonly repMsg: string | null = code.repMsg,
    /** Why, for the log only: the caller sees the bare repCode (a bot learns nothing from it). */
    readonly reason?: string,
  ) {
    super(repMsg ?? code.repCode);
  }
}
