// The captcha machines' get and check, made on the captcha host; the check carries the phone and action the pass is for.
import { fromPromise } from 'xstate';
import { type CaptchaType, REP_SUCCESS } from '../../../contract/calls/captcha';
import {
  type ChallengeOutcome,
  type CheckInput,
  type CheckOutcome,
  MSG_CAPTCHA_LOAD_FAILED,
} from '../../../machines/captcha-protocol';
import { checkCaptcha, getCaptcha } from '../../api/captcha';

/** Our server binds a passed check to these: the verification then only works for them. */
export interface CaptchaBinding {
  mobile?: string;
  action?: string;
}

/** AJ-Captcha front ends send a client id with each call; ours is per tab (the server does not trust it). */
const clientUid = `qiulive-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export async function fetchChallenge(captchaType: CaptchaType): Promise<ChallengeOutcome> {
  const answer = await getCaptcha({ captchaType, clientUid, ts: Date.now() });
  if (answer.repCode !== REP_SUCCESS || !answer.repData) {
    return {
      ok: false,
      repCode: answer.repCode,
      repMsg: answer.repMsg ?? MSG_CAPTCHA_LOAD_FAILED,
    };
  }
  const data = answer.repData;
  return {
    ok: true,
    challenge: {
      originalImageBase64: data.originalImageBase64,
      jigsawImageBase64: data.jigsawImageBase64 ?? '',
      token: data.token,
      secretKey: data.secretKey || null,
      wordList: data.wordList ?? [],
    },
  };
}

export async function checkAnswer(
  input: CheckInput,
  binding: CaptchaBinding,
): Promise<CheckOutcome> {
  const answer = await checkCaptcha({
    ...input,
    clientUid,
    ts: Date.now(),
    ...(binding.mobile ? { mobile: binding.mobile } : {}),
    ...(binding.action ? { action: binding.action } : {}),
  });
  return answer.repCode === REP_SUCCESS
    ? { ok: true }
    : { ok: false, repCode: answer.repCode, repMsg: answer.repMsg ?? '' };
}

/** The two actors a slider or point captcha machine is provided with. */
export const captchaActors = (captchaType: CaptchaType, binding: CaptchaBinding) => ({
  fetchChallenge: fromPromise<ChallengeOutcome, void>(() => fetchChallenge(captchaType)),
  checkAnswer: fromPromise<CheckOutcome, CheckInput>(({ input }) => checkAnswer(input, binding)),
});
