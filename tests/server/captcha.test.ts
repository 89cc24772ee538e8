// The AJ-Captcha service over the real app: images, one check per token, one use per verification, limits, bad input.
import CryptoJS from 'crypto-js';
import type { LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import { ApiError } from '../../server/http/api-error';
import {
  type Challenge,
  challengeTtl,
  readChallenge,
} from '../../server/modules/captcha/challenge';
import { MIN_X } from '../../server/modules/captcha/images/puzzle';
import {
  defaultCaptchaSettings,
  overrideCaptchaSettings,
} from '../../server/modules/captcha/settings';
import { consumeCaptchaVerification } from '../../server/modules/captcha/verification';
import { TaskTimeout } from '../../server/workers/pool';
import { humanTrack, type TrackPoint } from '../unit/captcha-human-track';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  overrideCaptchaSettings(t.app.ctx, defaultCaptchaSettings);
  vi.restoreAllMocks();
});

/** Each test from its own address, so one test's limits never reach another's. */
let addressCount = 0;
const newAddress = () => `10.7.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

interface PostOptions {
  ip?: string;
  headers?: Record<string, string>;
}

const post = (path: string, payload: unknown, { ip, headers }: PostOptions = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/gw/captcha/${path}`,
    payload: payload as Record<string, unknown>,
    ...(headers ? { headers } : {}),
    remoteAddress: ip ?? newAddress(),
  });

/** AJ-Captcha's front end's aesEncrypt, verbatim. */
const ajEncrypt = (word: string, key: string) =>
  CryptoJS.AES.encrypt(word, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();

type CaptchaType = 'blockPuzzle' | 'clickWord';

interface Issued {
  token: string;
  secretKey: string;
  challenge: Challenge;
  ip: string;
  repData: Record<string, unknown>;
}

async function issue(captchaType: CaptchaType, ip = newAddress()): Promise<Issued> {
  const res = await post('get', { captchaType, clientUid: 'slider-abc', ts: Date.now() }, { ip });
  const body = res.json();
  expect(body.repCode).toBe('0000');
  const challenge = await readChallenge(t.app.ctx, body.repData.token);
  if (!challenge) throw new Error('challenge not stored');
  return { ...body.repData, challenge, ip, repData: body.repData };
}

/** The right answer as AJ's front end sends it: the slider's x with y 5, or the three points. */
const rightPoints = (c: Challenge, dx = 0) =>
  c.type === 'blockPuzzle'
    ? { x: (c.x ?? 0) + dx, y: 5 }
    : (c.points ?? []).map((p) => ({ x: p.x + dx, y: p.y }));

/** How long the tests' drags take: brisk, but a hand's. */
const DRAG_MS = 320;

/** The x a drag track ends at: the answer's, as our client sends them. */
const answerX = (points: unknown) => {
  const x = (points as { x?: unknown } | null)?.x;
  return typeof x === 'number' && Number.isFinite(x) ? x : 150;
};

/**
 * A drag track sealed as our client sends it. The server refuses a drag longer than its
 * challenge has existed, so this waits until the drag could have happened (a hand's drag takes
 * that long too).
 */
async function sealedTrack(issued: Issued, track: TrackPoint[]) {
  const lasted = (track[track.length - 1] as TrackPoint)[0];
  const wait = issued.challenge.issuedAt + lasted - Date.now();
  if (wait > 0) await sleep(wait);
  return ajEncrypt(JSON.stringify(track), issued.secretKey);
}

/**
 * Checks an answer; returns the answer and the captchaVerification the front end would derive.
 * A slider answer carries a human drag ending at its x unless `track` says otherwise.
 */
async function check(
  issued: Issued,
  points: unknown,
  extra: Record<string, unknown> = {},
  ip = issued.ip,
  track: TrackPoint[] | 'none' = humanTrack(answerX(points), DRAG_MS),
) {
  const plain = typeof points === 'string' ? points : JSON.stringify(points);
  const slider = issued.challenge.type === 'blockPuzzle' && track !== 'none';
  const res = await post(
    'check',
    {
      captchaType: issued.challenge.type,
      pointJson: ajEncrypt(plain, issued.secretKey),
      ...(slider ? { trackJson: await sealedTrack(issued, track) } : {}),
      token: issued.token,
      ...extra,
    },
    { ip },
  );
  return { res, captchaVerification: ajEncrypt(`${issued.token}---${plain}`, issued.secretKey) };
}

const repCodeOf = (res: LightMyRequestResponse) => res.json().repCode as string;

function decodePng(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  return PNG.sync.read(bytes);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('POST /captcha/get', () => {
  it('draws a blockPuzzle: a 310x155 picture and a 47x155 piece strip, with token and key', async () => {
    const { repData, challenge, token, secretKey } = await issue('blockPuzzle');
    expect(Object.keys(repData).sort()).toEqual(
      [
        'jigsawImageBase64',
        'opAdmin',
        'originalImageBase64',
        'result',
        'secretKey',
        'token',
      ].sort(),
    );
    expect(repData).toMatchObject({ result: false, opAdmin: false });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    const original = decodePng(repData.originalImageBase64 as string);
    expect([original.width, original.height]).toEqual([310, 155]);
    const piece = decodePng(repData.jigsawImageBase64 as string);
    expect([piece.width, piece.height]).toEqual([47, 155]);

    // The piece sits at the challenge's y and the strip is transparent elsewhere.
    const y = challenge.y ?? -1;
    const alphaAt = (px: number, py: number) => piece.data[(py * 47 + px) * 4 + 3];
    expect(alphaAt(23, y + 23)).toBe(255);
    expect(alphaAt(23, y > 10 ? y - 5 : y + 55)).toBe(0);
    // The answer is right of where the piece rests, and inside the picture.
    expect(challenge.x).toBeGreaterThanOrEqual(MIN_X);
    expect((challenge.x ?? 0) + 47).toBeLessThanOrEqual(310);
  });

  it('draws a clickWord: a 310x155 picture and 3 distinct Chinese characters to click', async () => {
    const { repData, challenge } = await issue('clickWord');
    expect(repData.jigsawImageBase64).toBeUndefined();
    const image = decodePng(repData.originalImageBase64 as string);
    expect([image.width, image.height]).toEqual([310, 155]);
    const words = repData.wordList as string[];
    expect(words).toHaveLength(3);
    expect(new Set(words).size).toBe(3);
    for (const w of words) expect(w).toMatch(/^\p{Script=Han}$/u);
    expect(challenge.words).toEqual(words);
    expect(challenge.points).toHaveLength(3);
  });

  it('stores each challenge under its own token for 120 s, in the documented format', async () => {
    const ip = newAddress();
    const { token, secretKey, challenge } = await issue('blockPuzzle', ip);
    expect(challenge).toEqual({
      type: 'blockPuzzle',
      secretKey,
      ip,
      issuedAt: expect.any(Number),
      x: expect.any(Number),
      y: expect.any(Number),
    });
    expect(Math.abs(challenge.issuedAt - Date.now())).toBeLessThan(60_000);
    const ttl = await challengeTtl(t.app.ctx, token);
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('draws a different picture every time', async () => {
    const ip = newAddress();
    const a = await issue('blockPuzzle', ip);
    const b = await issue('blockPuzzle', ip);
    expect(a.repData.originalImageBase64).not.toBe(b.repData.originalImageBase64);
    expect(a.token).not.toBe(b.token);
    expect(a.secretKey).not.toBe(b.secretKey);
  });

  it('draws both pictures in the worker pool, one task each', async () => {
    const run = vi.spyOn(t.app.ctx.workers, 'run');
    const before = t.app.ctx.workers.stats().completed;
    await issue('blockPuzzle');
    await issue('clickWord');
    expect(run.mock.calls.map(([task]) => task)).toEqual(['drawPuzzle', 'drawClickWord']);
    expect(t.app.ctx.workers.stats().completed).toBe(before + 2);
  });

  it("answers a full pool or a stuck draw with AJ's 9999 (HTTP 200), storing nothing", async () => {
    const run = vi
      .spyOn(t.app.ctx.workers, 'run')
      .mockRejectedValueOnce(new ApiError(errors.workersBusy))
      .mockRejectedValueOnce(new TaskTimeout('drawClickWord'));
    for (const captchaType of ['blockPuzzle', 'clickWord']) {
      const res = await post('get', { captchaType });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        repCode: '9999',
        repMsg: '服务繁忙，请稍后再试',
        repData: null,
        success: false,
        error: true,
      });
    }
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('accepts a form-encoded body as well', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gw/captcha/get',
      payload: 'captchaType=clickWord&ts=1700000000000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: newAddress(),
    });
    expect(res.json()).toMatchObject({ repCode: '0000', success: true, error: false });
  });
});

describe('POST /captcha/check', () => {
  it('passes a slider answer within 6 units and earns a verification usable once', async () => {
    const issued = await issue('blockPuzzle');
    const { res, captchaVerification } = await check(issued, rightPoints(issued.challenge, 5.5));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      repCode: '0000',
      repMsg: null,
      success: true,
      error: false,
      repData: { captchaType: 'blockPuzzle', token: issued.token, result: true, opAdmin: false },
    });
    const binding = { mobile: '13700000001', action: 'sms:3' };
    expect(await consumeCaptchaVerification(t.app.ctx, captchaVerification, binding)).toBe(true);
    expect(await consumeCaptchaVerification(t.app.ctx, captchaVerification, binding)).toBe(false);
  });

  it('passes three clicks near the characters, in order', async () => {
    const issued = await issue('clickWord');
    const { res } = await check(issued, rightPoints(issued.challenge, 4));
    expect(repCodeOf(res)).toBe('0000');
  });

  it('fails clicks in the wrong order', async () => {
    const issued = await issue('clickWord');
    const points = rightPoints(issued.challenge) as { x: number; y: number }[];
    const { res } = await check(issued, [points[1], points[0], points[2]]);
    expect(repCodeOf(res)).toBe('6111');
  });

  it('fails a slider answer 7 units off, and the token is dead after it', async () => {
    const issued = await issue('blockPuzzle');
    const miss = await check(issued, rightPoints(issued.challenge, 7));
    expect(miss.res.json()).toEqual({
      repCode: '6111',
      repMsg: '验证失败',
      repData: null,
      success: false,
      error: true,
    });
    expect(await readChallenge(t.app.ctx, issued.token)).toBeNull();
    const retry = await check(issued, rightPoints(issued.challenge));
    expect(retry.res.json()).toMatchObject({ repCode: '6110', repMsg: '验证码已失效，请重新获取' });
    expect(
      await consumeCaptchaVerification(t.app.ctx, retry.captchaVerification, {
        mobile: '13700000001',
        action: 'x',
      }),
    ).toBe(false);
  });

  it("fails a right slider answer without a drag track, or with a script's, and counts it", async () => {
    overrideCaptchaSettings(t.app.ctx, { failureLimit: { max: 5, windowMs: 300_000 } });
    const ip = newAddress();
    const x = (c: Challenge) => c.x ?? 0;
    const glide = (to: number): TrackPoint[] =>
      Array.from({ length: 21 }, (_, i) => [i * 20, Math.round(to * i * 10) / 200]);
    const tries: [string, (issued: Issued) => Promise<LightMyRequestResponse>][] = [
      ['no track', async (i) => (await check(i, rightPoints(i.challenge), {}, ip, 'none')).res],
      [
        'a glide',
        async (i) => (await check(i, rightPoints(i.challenge), {}, ip, glide(x(i.challenge)))).res,
      ],
      [
        'a jump',
        async (i) =>
          (
            await check(i, rightPoints(i.challenge), {}, ip, [
              [0, 0],
              [300, x(i.challenge)],
            ])
          ).res,
      ],
      [
        'a track under another key',
        async (i) =>
          (
            await check(
              i,
              rightPoints(i.challenge),
              {
                trackJson: ajEncrypt(
                  JSON.stringify(humanTrack(x(i.challenge), DRAG_MS)),
                  'AAAAAAAAAAAAAAAA',
                ),
              },
              ip,
            )
          ).res,
      ],
    ];
    for (const [what, attempt] of tries) {
      const issued = await issue('blockPuzzle', ip);
      const res = await attempt(issued);
      expect(res.json(), what).toMatchObject({ repCode: '6111', repMsg: '验证失败' });
    }
    // Each counted as a failed check: one more and the address is locked out.
    const last = await issue('blockPuzzle', ip);
    expect(repCodeOf((await check(last, rightPoints(last.challenge), {}, ip, 'none')).res)).toBe(
      '6111',
    );
    expect(repCodeOf(await post('get', { captchaType: 'blockPuzzle' }, { ip }))).toBe('6202');
  });

  it('fails a drag that claims to have lasted longer than its challenge has existed', async () => {
    const issued = await issue('blockPuzzle');
    const x = issued.challenge.x ?? 0;
    // A 5 s drag, sent at once: sealed without the wait a real drag would have taken.
    const res = await post(
      'check',
      {
        captchaType: 'blockPuzzle',
        pointJson: ajEncrypt(JSON.stringify({ x, y: 5 }), issued.secretKey),
        trackJson: ajEncrypt(JSON.stringify(humanTrack(x, 5_000)), issued.secretKey),
        token: issued.token,
      },
      { ip: issued.ip },
    );
    expect(repCodeOf(res)).toBe('6111');
  });

  it('passes a slow, careful drag of several seconds', async () => {
    const issued = await issue('blockPuzzle');
    const track = humanTrack(issued.challenge.x ?? 0, 2_500);
    expect(
      repCodeOf((await check(issued, rightPoints(issued.challenge), {}, issued.ip, track)).res),
    ).toBe('0000');
  });

  it('lets a passed token be checked only once', async () => {
    const issued = await issue('blockPuzzle');
    expect(repCodeOf((await check(issued, rightPoints(issued.challenge))).res)).toBe('0000');
    expect(repCodeOf((await check(issued, rightPoints(issued.challenge))).res)).toBe('6110');
  });

  it('gives exactly one of many concurrent right answers the pass', async () => {
    const issued = await issue('blockPuzzle');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => check(issued, rightPoints(issued.challenge))),
    );
    expect(results.map((r) => repCodeOf(r.res)).sort()).toEqual(['0000', ...Array(7).fill('6110')]);
  });

  it('refuses an answer not encrypted with the issued key', async () => {
    const plain = await issue('blockPuzzle');
    const res = await post(
      'check',
      {
        captchaType: 'blockPuzzle',
        pointJson: JSON.stringify(rightPoints(plain.challenge)),
        token: plain.token,
      },
      { ip: plain.ip },
    );
    expect(repCodeOf(res)).toBe('6111');
    const other = await issue('blockPuzzle');
    const wrongKey = await post(
      'check',
      {
        captchaType: 'blockPuzzle',
        pointJson: ajEncrypt(JSON.stringify(rightPoints(other.challenge)), 'AAAAAAAAAAAAAAAA'),
        token: other.token,
      },
      { ip: other.ip },
    );
    expect(repCodeOf(wrongKey)).toBe('6111');
  });

  it('refuses a check whose type differs from its challenge (6206)', async () => {
    const issued = await issue('blockPuzzle');
    const res = await post(
      'check',
      {
        captchaType: 'clickWord',
        pointJson: ajEncrypt(JSON.stringify(rightPoints(issued.challenge)), issued.secretKey),
        token: issued.token,
      },
      { ip: issued.ip },
    );
    expect(res.json()).toMatchObject({ repCode: '6206', success: false });
  });

  it('answers 6110 once the 120 s life (shortened here) is over', async () => {
    overrideCaptchaSettings(t.app.ctx, { challengeTtlMs: 60 });
    const issued = await issue('blockPuzzle');
    await sleep(150);
    expect(await readChallenge(t.app.ctx, issued.token)).toBeNull();
    expect(repCodeOf((await check(issued, rightPoints(issued.challenge))).res)).toBe('6110');
  });
});

describe('captchaVerification', () => {
  const phone = '13912345678';

  it('is bound to the mobile and action the check carried', async () => {
    const bound = { mobile: phone, action: 'sms:3' };
    const a = await issue('blockPuzzle');
    const passA = await check(a, rightPoints(a.challenge), bound);
    expect(repCodeOf(passA.res)).toBe('0000');
    const other = { mobile: '13900000000', action: 'sms:3' };
    expect(await consumeCaptchaVerification(t.app.ctx, passA.captchaVerification, other)).toBe(
      false,
    );
    // A refused use spends it too: a value seen by someone else cannot be tried again.
    expect(await consumeCaptchaVerification(t.app.ctx, passA.captchaVerification, bound)).toBe(
      false,
    );

    const b = await issue('clickWord');
    const passB = await check(b, rightPoints(b.challenge), bound);
    expect(
      await consumeCaptchaVerification(t.app.ctx, passB.captchaVerification, {
        mobile: phone,
        action: 'sms:1',
      }),
    ).toBe(false);

    const c = await issue('blockPuzzle');
    const passC = await check(c, rightPoints(c.challenge), bound);
    expect(await consumeCaptchaVerification(t.app.ctx, passC.captchaVerification, bound)).toBe(
      true,
    );
  });

  it('binds to its first user when the check carried no binding (AJ front ends)', async () => {
    const issued = await issue('blockPuzzle');
    const pass = await check(issued, rightPoints(issued.challenge));
    const first = { mobile: '13800000001', action: 'sms:2' };
    expect(await consumeCaptchaVerification(t.app.ctx, pass.captchaVerification, first)).toBe(true);
    expect(await consumeCaptchaVerification(t.app.ctx, pass.captchaVerification, first)).toBe(
      false,
    );
  });

  it('goes to exactly one of many concurrent users', async () => {
    const issued = await issue('blockPuzzle');
    const pass = await check(issued, rightPoints(issued.challenge));
    const binding = { mobile: phone, action: 'sms:3' };
    const uses = await Promise.all(
      Array.from({ length: 10 }, () =>
        consumeCaptchaVerification(t.app.ctx, pass.captchaVerification, binding),
      ),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
  });

  it('is refused when forged, empty or absurdly long', async () => {
    const binding = { mobile: phone, action: 'sms:3' };
    for (const value of ['', 'forged', 'a'.repeat(10_000)]) {
      expect(await consumeCaptchaVerification(t.app.ctx, value, binding)).toBe(false);
    }
  });

  it('expires after its 180 s life (shortened here)', async () => {
    overrideCaptchaSettings(t.app.ctx, { verificationTtlMs: 60 });
    const issued = await issue('blockPuzzle');
    const pass = await check(issued, rightPoints(issued.challenge));
    expect(repCodeOf(pass.res)).toBe('0000');
    await sleep(150);
    const binding = { mobile: phone, action: 'sms:3' };
    expect(await consumeCaptchaVerification(t.app.ctx, pass.captchaVerification, binding)).toBe(
      false,
    );
  });
});

describe('rate limits', () => {
  it('answers 6201 past 20 gets a minute from one address, and only for that address', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) {
      expect(repCodeOf(await post('get', { captchaType: 'clickWord' }, { ip }))).toBe('0000');
    }
    const refused = await post('get', { captchaType: 'blockPuzzle' }, { ip });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      repCode: '6201',
      repMsg: 'get接口请求次数超限，请稍后再试!',
      repData: null,
      success: false,
      error: true,
    });
    expect(repCodeOf(await post('get', { captchaType: 'blockPuzzle' }))).toBe('0000');
  });

  it('does not let a spoofed X-Forwarded-For reset the limit (no proxy trusted)', async () => {
    overrideCaptchaSettings(t.app.ctx, { getLimit: { max: 3, windowMs: 60_000 } });
    const ip = newAddress();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(
        'get',
        { captchaType: 'blockPuzzle' },
        { ip, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
      );
      codes.push(repCodeOf(res));
    }
    expect(codes).toEqual(['0000', '0000', '0000', '6201', '6201']);
  });

  it('answers 6202 to checks and gets after 10 failed checks in 5 minutes', async () => {
    const ip = newAddress();
    const bogus = {
      captchaType: 'blockPuzzle',
      pointJson: 'AAAAAAAAAAAAAAAAAAAAAA==',
      token: 'f'.repeat(32),
    };
    for (let i = 0; i < 10; i++) expect(repCodeOf(await post('check', bogus, { ip }))).toBe('6110');
    expect(await post('check', bogus, { ip }).then((r) => r.json())).toMatchObject({
      repCode: '6202',
      repMsg: '接口验证失败数过多，请稍后再试',
      success: false,
    });
    expect(repCodeOf(await post('get', { captchaType: 'clickWord' }, { ip }))).toBe('6202');
    expect(repCodeOf(await post('get', { captchaType: 'clickWord' }))).toBe('0000');
  });

  it('counts IPv6 clients by their /64', async () => {
    overrideCaptchaSettings(t.app.ctx, { getLimit: { max: 2, windowMs: 60_000 } });
    const codes: string[] = [];
    for (const host of ['1', '2', 'abcd:1', 'ffff:ffff:ffff']) {
      codes.push(
        repCodeOf(await post('get', { captchaType: 'clickWord' }, { ip: `2001:db8:7:7::${host}` })),
      );
    }
    expect(codes).toEqual(['0000', '0000', '6201', '6201']);
  });
});

describe('bad input gets an AJ-shaped 0011 with HTTP 200', () => {
  const expect0011 = (res: LightMyRequestResponse, repMsg?: string) => {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      repCode: '0011',
      repMsg: repMsg ?? expect.any(String),
      repData: null,
      success: false,
      error: true,
    });
  };

  it('malformed JSON, a JSON array, a string, an empty body', async () => {
    const raw = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/gw/captcha/check',
        payload,
        headers: { 'content-type': type },
        remoteAddress: newAddress(),
      });
    expect0011(await raw('{"captchaType": "blockPuzzle'), '请求参数格式错误');
    expect0011(await raw('[1,2]'), '请求参数格式错误');
    expect0011(await raw('"blockPuzzle"'), '请求参数格式错误');
    expect0011(await raw(''), '请求参数格式错误');
    expect0011(await raw('{"__proto__":{"x":1}}'), '请求参数格式错误');
    expect0011(await raw('captchaType=blockPuzzle', 'text/plain'), '请求参数格式错误');
    const none = await t.app.inject({
      method: 'POST',
      url: '/gw/captcha/get',
      remoteAddress: newAddress(),
    });
    expect0011(none, 'captchaType不能为空');
  });

  it('missing and wrong-typed fields name the field', async () => {
    expect0011(await post('get', {}), 'captchaType不能为空');
    expect0011(await post('get', { captchaType: 'rotatePuzzle' }), 'captchaType格式错误');
    expect0011(await post('get', { captchaType: 5 }), 'captchaType格式错误');
    expect0011(await post('get', { captchaType: 'clickWord', ts: 'yesterday' }), 'ts格式错误');
    expect0011(
      await post('check', { captchaType: 'blockPuzzle', token: 'x' }),
      'pointJson不能为空',
    );
    expect0011(
      await post('check', { captchaType: 'blockPuzzle', pointJson: { x: 1 }, token: 'x' }),
      'pointJson格式错误',
    );
    expect0011(
      await post('check', {
        captchaType: 'blockPuzzle',
        pointJson: 'abc',
        token: 'x',
        mobile: '12',
      }),
      'mobile格式错误',
    );
  });

  it('an oversized body', async () => {
    const res = await post('check', {
      captchaType: 'blockPuzzle',
      pointJson: 'A'.repeat(1_100_000),
      token: 'x',
    });
    expect0011(res, '请求参数格式错误');
  });

  it('ignores the extra fields AJ front ends send', async () => {
    const res = await post('get', {
      captchaType: 'clickWord',
      browserInfo: 'Mozilla',
      captchaId: 'x',
    });
    expect(repCodeOf(res)).toBe('0000');
  });

  it('a mangled answer to a live token fails the check (6111) without a server error', async () => {
    const issued = await issue('blockPuzzle');
    for (const points of [{ x: 'a', y: 5 }, [1, 2, 3], null, '{"x":1e999,"y":5}']) {
      const again = await issue('blockPuzzle', issued.ip);
      expect(repCodeOf((await check(again, points)).res)).toBe('6111');
    }
    const garbage = await post(
      'check',
      { captchaType: 'blockPuzzle', pointJson: '%%%not base64%%%', token: issued.token },
      { ip: issued.ip },
    );
    expect(repCodeOf(garbage)).toBe('6111');
  });
});

describe('GET /user/verification/sliding-verification', () => {
  it('serves the picture, the piece alone and the target in the envelope', async () => {
    const res = await t.app.inject({
      url: '/gw/user/verification/sliding-verification?channelId=3&platform=1',
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(Object.keys(data).sort()).toEqual(['coox', 'cooy', 'slii', 'tari']);
    const picture = decodePng(data.tari);
    expect([picture.width, picture.height]).toEqual([310, 155]);
    const piece = decodePng(data.slii);
    expect([piece.width, piece.height]).toEqual([47, 47]);
    expect(data.coox).toBeGreaterThanOrEqual(MIN_X);
    expect(data.coox + 47).toBeLessThanOrEqual(310);
    expect(data.cooy + 47).toBeLessThanOrEqual(155);
  });

  it('answers a stuck draw with 10012 in the envelope', async () => {
    vi.spyOn(t.app.ctx.workers, 'run').mockRejectedValueOnce(new TaskTimeout('drawPuzzle'));
    const res = await t.app.inject({
      url: '/gw/user/verification/sliding-verification',
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(errors.workersBusy.status);
    expect(res.json()).toEqual({
      code: errors.workersBusy.code,
      msg: errors.workersBusy.msg,
      data: null,
    });
  });

  it('counts against the get limit', async () => {
    overrideCaptchaSettings(t.app.ctx, { getLimit: { max: 1, windowMs: 60_000 } });
    const ip = newAddress();
    const url = '/gw/user/verification/sliding-verification';
    expect((await t.app.inject({ url, remoteAddress: ip })).json().code).toBe(200);
    const refused = await t.app.inject({ url, remoteAddress: ip });
    expect(refused.json().code).toBe(errors.tooManyRequests.code);
  });

  it('refuses unknown query fields', async () => {
    const res = await t.app.inject({
      url: '/gw/user/verification/sliding-verification?x=1',
      remoteAddress: newAddress(),
    });
    expect(res.json().code).toBe(errors.badParams.code);
  });
});

describe('OpenAPI', () => {
  it('documents the AJ calls with their own answer shape', async () => {
    const doc = (await t.app.inject({ url: '/gw/openapi.json' })).json();
    for (const path of ['/gw/captcha/get', '/gw/captcha/check']) {
      const schema = doc.paths[path].post.responses['200'].content['application/json'].schema;
      expect(schema.required).toEqual(['repCode', 'repMsg', 'repData', 'success', 'error']);
    }
    expect(doc.paths['/gw/user/verification/sliding-verification'].get).toBeDefined();
  });
});
