// Helpers for the auth suites: encrypted password fields, a passed captcha, an SMS code, form posts, cookies.
import { randomBytes, randomInt } from 'node:crypto';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SmsType } from '../../contract/calls/sms';
import { readChallenge } from '../../server/modules/captcha/challenge';
import { storeCaptchaVerification } from '../../server/modules/captcha/verification';
import { smsResendKey } from '../../server/modules/sms/send';
import type { LocalSmsProvider } from '../../server/providers/sms';
import { encryptPassword } from '../../src/api/password-seal';
import { humanTrack } from '../unit/captcha-human-track';

export const api = (path: string) => `/gw${path}`;

/** A fresh mainland number, unlikely to meet another test's. */
export const newPhone = () => `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;

export interface PostOptions {
  token?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** A form-encoded POST, as the spec's client sends them. */
export const post = (
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  { token, remoteAddress, headers = {} }: PostOptions = {},
) =>
  app.inject({
    method: 'POST',
    url: api(path),
    payload: new URLSearchParams(
      Object.entries(body)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { accesstoken: token } : {}),
      ...headers,
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

export const get = (app: FastifyInstance, path: string, options: PostOptions = {}) =>
  app.inject({
    url: api(path),
    headers: { ...(options.token ? { accesstoken: options.token } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

/** {password, iv, key} exactly as the client makes them: a fresh one-time key, crypto-js AES-CBC. */
export async function passwordFields(app: FastifyInstance, password: string) {
  const res = await get(app, '/user/key/getDynamicKey');
  const { iv, key } = res.json().data as { iv: string; key: string };
  return { password: encryptPassword(password, { iv, key }), iv, key };
}

/**
 * A captchaVerification as a passed check leaves it, stored through the captcha module's own
 * store function and bound to the phone and action. The many sends of these suites take this
 * path: the real get draws an image and allows 20 calls a minute per address.
 */
export async function passedCaptcha(app: FastifyInstance, mobile: string, type: SmsType) {
  const value = randomBytes(24).toString('base64');
  await storeCaptchaVerification(app.ctx, value, { mobile, action: `sms:${type}` }, 180_000);
  return value;
}

const ajEncrypt = (plain: string, secretKey: string) =>
  AES.encrypt(plain, Utf8.parse(secretKey), { mode: ECB, padding: Pkcs7 }).toString();

/**
 * The whole slider flow over HTTP, as the login dialog does it: captcha/get, the right x read
 * from the captcha store (as the e2e test does), a hand's drag track to it (sent once the drag
 * could have happened), captcha/check bound to the phone and action, and the
 * captchaVerification AJ-Captcha's client computes: AES(token---pointJson, secretKey).
 */
export async function solvedCaptcha(app: FastifyInstance, mobile: string, type: SmsType) {
  const got = await app.inject({
    method: 'POST',
    url: '/gw/captcha/get',
    payload: { captchaType: 'blockPuzzle', clientUid: 'auth-test', ts: Date.now() },
  });
  const { token, secretKey } = got.json().repData as { token: string; secretKey: string };
  const challenge = await readChallenge(app.ctx, token);
  if (challenge?.x === undefined) throw new Error(`no slider challenge: ${got.body}`);
  const plain = JSON.stringify({ x: challenge.x, y: 5 });
  const track = humanTrack(challenge.x, 320);
  await new Promise((done) => setTimeout(done, challenge.issuedAt + 320 - Date.now()));
  const checked = await app.inject({
    method: 'POST',
    url: '/gw/captcha/check',
    payload: {
      captchaType: 'blockPuzzle',
      pointJson: ajEncrypt(plain, secretKey),
      trackJson: ajEncrypt(JSON.stringify(track), secretKey),
      token,
      mobile,
      action: `sms:${type}`,
    },
  });
  if (checked.json().repCode !== '0000') throw new Error(`captcha check failed: ${checked.body}`);
  return ajEncrypt(`${token}---${plain}`, secretKey);
}

export const sendSms = async (
  app: FastifyInstance,
  mobile: string,
  type: SmsType,
  options: PostOptions = {},
) =>
  post(
    app,
    '/inform/send/sms',
    { captchaVerification: await passedCaptcha(app, mobile, type), mobile, type },
    options,
  );

/** The code of the newest text the local provider holds for the phone. */
export function lastCode(app: FastifyInstance, mobile: string) {
  const [latest] = (app.sms as LocalSmsProvider).recent(mobile);
  const code = latest && /\d{6}/.exec(latest.text)?.[0];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** Sends a code for the action and returns it, as the user reads it off the phone. */
export async function smsCode(app: FastifyInstance, mobile: string, type: SmsType) {
  const res = await sendSms(app, mobile, type);
  if (res.json().code !== 200) throw new Error(`send sms failed: ${res.body}`);
  return lastCode(app, mobile);
}

/** The code sent for a phone that never gets its minute wait in the way: forgets the resend lock. */
export async function freshSmsCode(app: FastifyInstance, mobile: string, type: SmsType) {
  await app.ctx.kv.delete(smsResendKey(mobile));
  return smsCode(app, mobile, type);
}

/** Makes a short-lived entry expire now (on both stores), as if its time had run out. */
export async function expireNow(app: FastifyInstance, key: string) {
  const value = await app.ctx.kv.get(key);
  if (value === null) throw new Error(`nothing stored at ${key}`);
  await app.ctx.kv.set(key, value, 1);
  await new Promise((r) => setTimeout(r, 20));
}

export const setCookieOf = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : header ? [header] : []).find((c) =>
    c.startsWith('auth='),
  );
};

/** The error envelope the contract promises for an ApiError. */
export const failure = (error: { code: number; msg: string }, data: unknown = null) => ({
  code: error.code,
  msg: error.msg,
  data,
});
