// What the captcha machines need from the captcha host, in their own words: a challenge, and a check's verdict.
// The host's actors (src/features/captcha/captcha-actors.ts) turn AJ-Captcha's answers into these.
import type { CaptchaType } from '../contract/calls/captcha';

export const MSG_CAPTCHA_LOAD_FAILED = '验证码加载失败，请刷新重试';
export const MSG_CHECK_FAILED = '验证失败';
export const MSG_CHECK_PASSED = '验证成功';

export interface CaptchaChallenge {
  /** The background, a data-less Base64 PNG/JPEG as AJ-Captcha sends it. */
  originalImageBase64: string;
  /** The slider's piece; empty for clickWord. */
  jigsawImageBase64: string;
  token: string;
  /** The AES key of the answer; absent when the server does not encrypt. */
  secretKey: string | null;
  /** clickWord: the characters to click, in order. */
  wordList: string[];
}

/** A get's outcome: a challenge, or the server's repCode and repMsg. */
export type ChallengeOutcome =
  | { ok: true; challenge: CaptchaChallenge }
  | { ok: false; repCode: string; repMsg: string };

/** A check's outcome. */
export type CheckOutcome = { ok: true } | { ok: false; repCode: string; repMsg: string };

export interface CheckInput {
  captchaType: CaptchaType;
  token: string;
  pointJson: string;
  /** The slider's drag track, sealed like pointJson (our server requires it for the slider). */
  trackJson?: string;
}
