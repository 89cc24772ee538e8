// Transition tests for the point-click captcha: three ordered clicks, auto-check after 0.4 s, refresh after 0.7 s, pop close after 1.5 s.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  CaptchaChallenge,
  ChallengeOutcome,
  CheckInput,
  CheckOutcome,
} from './captcha-protocol';
import {
  type CaptchaMode,
  POINT_AUTO_CHECK_MS,
  POINT_FAILURE_REFRESH_MS,
  POP_CLOSE_MS,
  type PointCaptchaEmitted,
  pointCaptchaMachine,
} from './point-captcha';

const KEY = 'Zx8Cv7Bn6Ml5Kj4H';
const challenge = (n: number): CaptchaChallenge => ({
  originalImageBase64: `bg${n}`,
  jigsawImageBase64: '',
  token: `t${n}`,
  secretKey: KEY,
  wordList: ['球', '直', '播'],
});
const decrypt = (cipher: string) =>
  AES.decrypt(cipher, Utf8.parse(KEY), { mode: ECB, padding: Pkcs7 }).toString(Utf8);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function harness(opts: { mode?: CaptchaMode; checks?: CheckOutcome[]; gets?: ChallengeOutcome[] }) {
  const gets = [
    ...(opts.gets ?? [1, 2, 3].map((n) => ({ ok: true as const, challenge: challenge(n) }))),
  ];
  const checks = [...(opts.checks ?? [])];
  const sent: CheckInput[] = [];
  const emitted: PointCaptchaEmitted[] = [];
  const machine = pointCaptchaMachine.provide({
    actors: {
      fetchChallenge: fromPromise(async () => {
        const next = gets.shift();
        if (!next) throw new Error('no more challenges');
        return next;
      }),
      checkAnswer: fromPromise(async ({ input }: { input: CheckInput }) => {
        sent.push(input);
        const next = checks.shift();
        if (!next) throw new Error('no verdict');
        return next;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { mode: opts.mode ?? 'fixed', shown: { width: 330, height: 165 } },
  });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, sent, emitted };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
type H = ReturnType<typeof harness>;
const state = (h: H) => h.actor.getSnapshot().value;
const ctx = (h: H) => h.actor.getSnapshot().context;
const clickThree = (h: H) => {
  h.actor.send({ type: 'CLICK', x: 33, y: 16.5 });
  h.actor.send({ type: 'CLICK', x: 165, y: 82.5 });
  h.actor.send({ type: 'CLICK', x: 300, y: 150 });
};

describe('pointCaptchaMachine', () => {
  it('collects clicks in order and checks 0.4 s after the third, scaled to 310x155', async () => {
    const h = harness({ checks: [{ ok: true }] });
    await settle();
    expect(state(h)).toBe('collecting');
    h.actor.send({ type: 'CLICK', x: 33, y: 16.5 });
    h.actor.send({ type: 'CLICK', x: 165, y: 82.5 });
    expect(state(h)).toBe('collecting');
    expect(ctx(h).clicks).toHaveLength(2);
    h.actor.send({ type: 'CLICK', x: 300, y: 150 });
    expect(state(h)).toBe('waiting');
    expect(ctx(h).clicks).toHaveLength(3);
    // A fourth click while waiting is not an answer.
    h.actor.send({ type: 'CLICK', x: 1, y: 1 });
    expect(ctx(h).clicks).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(POINT_AUTO_CHECK_MS - 1);
    expect(h.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toHaveLength(1);
    const sent = h.sent[0] as CheckInput;
    expect(sent).toMatchObject({ captchaType: 'clickWord', token: 't1' });
    const points = [
      { x: 31, y: 16 },
      { x: 155, y: 78 },
      { x: 282, y: 141 },
    ];
    expect(JSON.parse(decrypt(sent.pointJson))).toEqual(points);

    expect(state(h)).toBe('success');
    expect(ctx(h).tip).toBe('验证成功');
    expect(h.emitted).toHaveLength(1);
    const verified = h.emitted[0] as Extract<PointCaptchaEmitted, { type: 'verified' }>;
    expect(decrypt(verified.captchaVerification)).toBe(`t1---${JSON.stringify(points)}`);
  });

  it('in pop mode closes 1.5 s after a pass', async () => {
    const h = harness({ mode: 'pop', checks: [{ ok: true }] });
    await settle();
    clickThree(h);
    await vi.advanceTimersByTimeAsync(POINT_AUTO_CHECK_MS);
    expect(state(h)).toBe('success');
    await vi.advanceTimersByTimeAsync(POP_CLOSE_MS - 1);
    expect(state(h)).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(h)).toBe('closed');
    expect(h.emitted.map((e) => e.type)).toEqual(['verified', 'closed']);
  });

  it('on a page (fixed mode) stays passed', async () => {
    const h = harness({ checks: [{ ok: true }] });
    await settle();
    clickThree(h);
    await vi.advanceTimersByTimeAsync(POINT_AUTO_CHECK_MS + POP_CLOSE_MS * 2);
    expect(state(h)).toBe('success');
    expect(h.emitted.map((e) => e.type)).toEqual(['verified']);
  });

  it('shows 验证失败 on a wrong answer and loads a new challenge after 0.7 s', async () => {
    const h = harness({ checks: [{ ok: false, repCode: '6111', repMsg: '验证失败' }] });
    await settle();
    clickThree(h);
    await vi.advanceTimersByTimeAsync(POINT_AUTO_CHECK_MS);
    expect(state(h)).toBe('failure');
    expect(ctx(h).tip).toBe('验证失败');
    await vi.advanceTimersByTimeAsync(POINT_FAILURE_REFRESH_MS - 1);
    expect(state(h)).toBe('failure');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(h)).toBe('collecting');
    expect(ctx(h)).toMatchObject({ clicks: [], tip: '' });
    expect(ctx(h).challenge?.token).toBe('t2');
    expect(h.emitted).toEqual([]);
  });

  it('refreshes on demand, dropping the clicks so far', async () => {
    const h = harness({});
    await settle();
    h.actor.send({ type: 'CLICK', x: 10, y: 10 });
    h.actor.send({ type: 'REFRESH' });
    await settle();
    expect(state(h)).toBe('collecting');
    expect(ctx(h).clicks).toEqual([]);
    expect(ctx(h).challenge?.token).toBe('t2');
  });

  it('6201 on get clears the images and shows repMsg', async () => {
    const h = harness({ gets: [{ ok: false, repCode: '6201', repMsg: '获取验证码失败' }] });
    await settle();
    expect(state(h)).toBe('unavailable');
    expect(ctx(h)).toMatchObject({ challenge: null, tip: '获取验证码失败' });
    h.actor.send({ type: 'CLICK', x: 1, y: 1 });
    expect(ctx(h).clicks).toEqual([]);
  });
});
