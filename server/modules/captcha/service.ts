// The captcha's rules: issue a challenge under the rate limits, judge its one check, earn a one-time verification.

import type { CaptchaChallenge, CaptchaType } from '../../../contract/calls/captcha';
import { verificationPlain } from '../../../contract/captcha-answer';
import type { AppContext } from '../../context';
import { CaptchaFailure, repCodes } from './aj';
import { answerMatches, trackRefusal } from './answer';
import { saveChallenge, takeChallenge } from './challenge';
import { aesDecrypt, aesEncrypt, newSecretKey } from './cipher';
import { drawClickWord, drawPuzzle, isBusy } from './drawing';
import { HEIGHT } from './images/svg';
import { allowGet, clientKey, countFailure, lockedOut } from './limits';
import { captchaSettings } from './settings';
import { storeCaptchaVerification, type VerificationBinding } from './verification';

/** Refuses a locked-out or over-eager address before any image is drawn. */
async function admitGet(ctx: AppContext, client: string) {
  if (await lockedOut(ctx, client)) throw new CaptchaFailure(repCodes.tooManyFailures);
  if (!(await allowGet(ctx, client))) throw new CaptchaFailure(repCodes.tooManyGets);
}

/** AJ's front ends read only repCode and repMsg: a busy pool is AJ's "服务繁忙" (9999), answered with HTTP 200. */
async function drawn<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isBusy(err)) throw new CaptchaFailure(repCodes.serverError);
    throw err;
  }
}

export async function issueChallenge(
  ctx: AppContext,
  captchaType: CaptchaType,
  ip: string,
): Promise<CaptchaChallenge> {
  await admitGet(ctx, clientKey(ip));
  const secretKey = newSecretKey();
  const ttl = captchaSettings(ctx).challengeTtlMs;
  if (captchaType === 'blockPuzzle') {
    const puzzle = await drawn(drawPuzzle(ctx, HEIGHT));
    const token = await saveChallenge(
      ctx,
      { type: captchaType, secretKey, ip, issuedAt: Date.now(), x: puzzle.x, y: puzzle.y },
      ttl,
    );
    return {
      originalImageBase64: puzzle.original,
      jigsawImageBase64: puzzle.piece,
      token,
      secretKey,
      result: false,
      opAdmin: false,
    };
  }
  const picture = await drawn(drawClickWord(ctx));
  const token = await saveChallenge(
    ctx,
    {
      type: captchaType,
      secretKey,
      ip,
      issuedAt: Date.now(),
      words: picture.words,
      points: picture.points,
    },
    ttl,
  );
  return {
    originalImageBase64: picture.image,
    token,
    secretKey,
    wordList: picture.words,
    result: false,
    opAdmin: false,
  };
}

export interface CheckInput extends VerificationBinding {
  captchaType: CaptchaType;
  pointJson: string;
  /** The slider's drag track, sealed like pointJson; required for blockPuzzle. */
  trackJson?: string;
  token: string;
}

/**
 * Judges the one answer a token gets: the challenge is taken out of the store first, so pass or
 * fail the token is dead. A slider answer passes only with a drag track a person could have
 * made (track.ts); AJ's own front end sends none, so the slider works with our client only.
 * A pass stores captchaVerification = AES(token + '---' + pointJson) exactly as AJ-Captcha's
 * client computes it, bound to the mobile and action sent with the check.
 */
export async function checkAnswer(ctx: AppContext, input: CheckInput, ip: string) {
  const client = clientKey(ip);
  const challenge = await takeChallenge(ctx, input.token);
  if (await lockedOut(ctx, client)) throw new CaptchaFailure(repCodes.tooManyFailures);
  const fail = async (code: (typeof repCodes)[keyof typeof repCodes], reason?: string) => {
    await countFailure(ctx, client);
    return new CaptchaFailure(code, code.repMsg, reason);
  };
  if (!challenge) throw await fail(repCodes.expired);
  if (challenge.type !== input.captchaType) throw await fail(repCodes.invalidRequest);
  const settings = captchaSettings(ctx);
  const plain = aesDecrypt(input.pointJson, challenge.secretKey);
  if (plain === null || !answerMatches(challenge, plain, settings)) {
    throw await fail(repCodes.wrongAnswer);
  }
  if (challenge.type === 'blockPuzzle') {
    const track = input.trackJson ? aesDecrypt(input.trackJson, challenge.secretKey) : null;
    const refused = trackRefusal(challenge, track, plain, Date.now());
    // The same 6111 as a wrong place: a bot is not told which of its guesses gave it away.
    if (refused) throw await fail(repCodes.wrongAnswer, `track: ${refused}`);
  }
  const verification = aesEncrypt(verificationPlain(input.token, plain), challenge.secretKey);
  await storeCaptchaVerification(
    ctx,
    verification,
    { mobile: input.mobile, action: input.action },
    settings.verificationTtlMs,
  );
  return {
    captchaType: challenge.type,
    token: input.token,
    result: true as const,
    opAdmin: false as const,
  };
}

// What the routes and other modules use from the captcha's parts.
export { ajFailure, ajSuccess, CaptchaFailure, repCodes } from './aj';
export { clientKey } from './limits';
export { slidingChallenge } from './sliding';
export { consumeCaptchaVerification } from './verification';
