// POST /inform/send/sms: per-IP and per-phone limits, the captcha verification used up, a fresh code texted.
import type { FastifyBaseLogger } from 'fastify';
import { type SmsType, smsTypeLabels } from '../../../contract/calls/sms';
import { errors } from '../../../contract/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import type { SmsProvider } from '../../providers/sms';
import { consumeCaptchaVerification } from '../captcha/service';
import { forgetSmsCode, issueSmsCode } from './codes';
import { SMS_CODE_TTL_MS, SMS_PER_IP, SMS_PER_PHONE, SMS_RESEND_MS } from './limits';
import { phoneOf } from './phone';

export interface SmsRequest {
  mobile: string;
  type: SmsType;
  captchaVerification: string;
  /** request.ip: the socket's address unless a configured proxy vouches for X-Forwarded-For. */
  ip: string;
}

export const smsResendKey = (mobile: string) => `sms:resend:${mobile}`;
const phoneDayKey = (mobile: string) => `sms:day:${mobile}`;
const ipKey = (ip: string) => `sms:ip:${ip}`;

const seconds = (ms: number | null) => Math.max(1, Math.ceil((ms ?? 0) / 1000));

export const smsText = (code: string, type: SmsType) =>
  `【球live】您的${smsTypeLabels[type]}验证码是${code}，${SMS_CODE_TTL_MS / 60_000}分钟内有效。如非本人操作，请忽略本短信。`;

export async function sendSmsCode(
  ctx: AppContext,
  provider: SmsProvider,
  log: FastifyBaseLogger,
  request: SmsRequest,
) {
  const { kv } = ctx;
  const mobile = phoneOf(request.mobile);

  // Every attempt counts, sent or refused, so guessing captcha answers from one address is capped too.
  const fromIp = await kv.increment(ipKey(request.ip), SMS_PER_IP.windowMs);
  if (fromIp > SMS_PER_IP.max) {
    const retryAfter = seconds(await kv.ttl(ipKey(request.ip)));
    throw new ApiError(errors.smsIpLimit, undefined, { retryAfter });
  }
  const wait = await kv.ttl(smsResendKey(mobile));
  if (wait !== null) {
    throw new ApiError(errors.smsTooFrequent, undefined, { retryAfter: seconds(wait) });
  }
  if (Number((await kv.get(phoneDayKey(mobile))) ?? 0) >= SMS_PER_PHONE.max) {
    throw new ApiError(errors.smsDailyLimit);
  }

  // Checked after the cheap limits so a refused send does not waste the user's passed captcha.
  const verified =
    request.captchaVerification !== '' &&
    (await consumeCaptchaVerification(ctx, request.captchaVerification, {
      mobile,
      action: `sms:${request.type}`,
    }));
  if (!verified) throw new ApiError(errors.captchaRequired);

  // Two sends racing past the ttl check above: only one claims the minute.
  if (!(await kv.setIfAbsent(smsResendKey(mobile), '1', SMS_RESEND_MS))) {
    const retryAfter = seconds(await kv.ttl(smsResendKey(mobile)));
    throw new ApiError(errors.smsTooFrequent, undefined, { retryAfter });
  }
  await kv.increment(phoneDayKey(mobile), SMS_PER_PHONE.windowMs);

  const code = await issueSmsCode(kv, mobile, request.type);
  try {
    await provider.send(mobile, smsText(code, request.type));
  } catch (err) {
    // A code nobody received must not stay guessable, and the user may try again at once.
    await forgetSmsCode(kv, mobile);
    await kv.delete(smsResendKey(mobile));
    log.warn({ provider: provider.name, reason: (err as Error).message }, 'sms send failed');
    throw new ApiError(errors.smsSendFailed);
  }
  return { retryAfter: SMS_RESEND_MS / 1000, expiresIn: SMS_CODE_TTL_MS / 1000 };
}
