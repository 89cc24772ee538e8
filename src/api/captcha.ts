// Typed captcha calls: AJ-Captcha's get and check (raw AJ answers, never throwing) and slider variant 2.

import type { z } from 'zod';
import type { Call, CallInput } from '../../contract/call';
import {
  type CaptchaChallenge,
  captchaCheck,
  type captchaChecked,
  captchaGet,
} from '../../contract/calls/captcha';
import { type Clients, clients as siteClients } from './clients';
import { NETWORK_ERROR_MSG } from './result';

/** AJ-Captcha's answer as its front ends read it: repCode '0000' is the only success. */
export interface AjAnswer<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
  error: boolean;
}

/** AJ's generic failure code, for answers that never came or were not AJ's shape. */
export const AJ_FAILURE = '0001';

const failure = (repMsg: string): AjAnswer<never> => ({
  repCode: AJ_FAILURE,
  repMsg,
  repData: null,
  success: false,
  error: true,
});

const isAjAnswer = (body: unknown): body is AjAnswer<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { repCode?: unknown }).repCode === 'string';

/** The AJ calls on a set of clients (tests pass their own). */
export function createCaptchaApi(clients: Clients) {
  async function ajPost<T>(call: Call, body: object): Promise<AjAnswer<T>> {
    try {
      const answer = await clients[call.host].post(call.path, body, {
        headers: { 'Content-Type': 'application/json' },
      });
      if (!isAjAnswer(answer.data)) return failure('服务器响应格式错误');
      const success = answer.data.repCode === '0000';
      return {
        repCode: answer.data.repCode,
        repMsg: typeof answer.data.repMsg === 'string' ? answer.data.repMsg : null,
        repData: success ? (answer.data.repData as T) : null,
        success,
        error: !success,
      };
    } catch {
      // validateStatus accepts every status, so only a missing answer lands here.
      return failure(NETWORK_ERROR_MSG);
    }
  }
  return {
    getCaptcha: (input: CallInput<typeof captchaGet>) =>
      ajPost<CaptchaChallenge>(captchaGet, input),
    checkCaptcha: (input: CallInput<typeof captchaCheck>) =>
      ajPost<z.output<typeof captchaChecked>>(captchaCheck, input),
  };
}

export const { getCaptcha, checkCaptcha } = createCaptchaApi(siteClients);
