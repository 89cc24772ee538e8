// Helpers for the login suites: a password login from a chosen address, a passed login captcha, fresh addresses.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOGIN_CAPTCHA_ACTION } from '../../contract/calls/auth';
import { storeCaptchaVerification } from '../../server/modules/captcha/verification';
import { encryptPassword } from '../../src/api/password-seal';
import { get, post } from './auth-support';

let lastAddress = 0;
/** A client address no other test of the suite uses, so each test's counts start at nothing. */
export const newAddress = () => {
  lastAddress += 1;
  return `10.77.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

/**
 * A captchaVerification as a passed slider leaves it for the login dialog, stored through the
 * captcha module's own store and bound to the phone and the login action.
 */
export async function loginCaptcha(
  app: FastifyInstance,
  mobile: string,
  action = LOGIN_CAPTCHA_ACTION,
) {
  const value = randomBytes(24).toString('base64');
  await storeCaptchaVerification(app.ctx, value, { mobile, action }, 180_000);
  return value;
}

export interface LoginFrom {
  remoteAddress?: string;
  captchaVerification?: string;
  extra?: Record<string, unknown>;
}

/**
 * POST /user/login mode 0 as the dialog sends it, from the given address; the one-time key is
 * fetched from the same address (keys are limited per address too).
 */
export async function passwordLoginFrom(
  app: FastifyInstance,
  mobile: string,
  password: string,
  { remoteAddress, captchaVerification, extra = {} }: LoginFrom = {},
) {
  const from = remoteAddress ? { remoteAddress } : {};
  const keyAnswer = await get(app, '/user/key/getDynamicKey', from);
  const { iv, key } = keyAnswer.json().data as { iv: string; key: string };
  return post(
    app,
    '/user/login',
    {
      mobile,
      mode: 0,
      channelId: 3,
      platform: 1,
      loginType: 1,
      password: encryptPassword(password, { iv, key }),
      iv,
      key,
      captchaVerification,
      ...extra,
    },
    from,
  );
}
