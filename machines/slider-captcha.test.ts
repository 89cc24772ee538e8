// Transition tests for the slider captcha: load, drag, check, green success closing after 1 s, red failure refreshing after 1 s.

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
  SLIDER_FAILURE_REFRESH_MS,
  SLIDER_SUCCESS_CLOSE_MS,
  type SliderCaptchaEmitted,
  sliderCaptchaMachine,
  successTip,
} from './slider-captcha';

const KEY = 'aB3dE6gH9jK2mN5p';
const challenge = (n: number, secretKey: string | null = KEY): CaptchaChallenge => ({
  originalImageBase64: `bg${n}`,
  jigsawImageBase64: `piece${n}`,
  token: `token-${n}`,
  secretKey,
  wordList: [],
});

const decrypt = (cipher: string) =>
  AES.decrypt(cipher, Utf8.parse(KEY), { mode: ECB, padding: Pkcs7 }).toString(Utf8);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function harness(opts: {
  gets?: ChallengeOutcome[];
  checks?: CheckOutcome[];
  shownWidth?: number;
  failGet?: boolean;
}) {
  const gets = [
    ...(opts.gets ?? [1, 2, 3].map((n) => ({ ok: true as const, challenge: challenge(n) }))),
  ];
  const checks = [...(opts.checks ?? [])];
  const sent: CheckInput[] = [];
  const emitted: SliderCaptchaEmitted[] = [];
  let getCalls = 0;
  const machine = sliderCaptchaMachine.provide({
    actors: {
      fetchChallenge: fromPromise(async () => {
        getCalls += 1;
        if (opts.failGet) throw new Error('offline');
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
  const actor = createActor(machine, { input: { shownWidth: opts.shownWidth ?? 310 } });
  actor.on('verified', (e) => emitted.push(e));
  actor.on('closed', (e) => emitted.push(e));
  actor.start();
  return { actor, sent, emitted, getCalls: () => getCalls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const state = (h: ReturnType<typeof harness>) => h.actor.getSnapshot().value;
const ctx = (h: ReturnType<typeof harness>) => h.actor.getSnapshot().context;

async function drag(h: ReturnType<typeof harness>, moved: number, start = 0, end = 1230) {
  h.actor.send({ type: 'DRAG_START', at: start });
  h.actor.send({ type: 'DRAG_MOVE', moved: moved / 2, at: start + 400 });
  h.actor.send({ type: 'DRAG_MOVE', moved, at: start + 900 });
  h.actor.send({ type: 'DRAG_END', at: end });
  await settle();
}

describe('sliderCaptchaMachine', () => {
  it('loads a challenge and waits for a drag', async () => {
    const h = harness({});
    expect(state(h)).toBe('loading');
    await settle();
    expect(state(h)).toBe('idle');
    expect(ctx(h).challenge?.token).toBe('token-1');
    h.actor.send({ type: 'DRAG_START', at: 5 });
    expect(state(h)).toBe('dragging');
    h.actor.send({ type: 'DRAG_MOVE', moved: 42, at: 21 });
    expect(ctx(h).moved).toBe(42);
    expect(ctx(h).track).toEqual([
      [0, 0],
      [16, 42],
    ]);
  });

  it('sends x scaled to 310 and y 5, encrypted, then shows green success and closes after 1 s', async () => {
    const h = harness({ checks: [{ ok: true }], shownWidth: 330 });
    await settle();
    await drag(h, 165);
    expect(h.sent).toHaveLength(1);
    const sent = h.sent[0] as CheckInput;
    expect(sent.captchaType).toBe('blockPuzzle');
    expect(sent.token).toBe('token-1');
    const plain = JSON.parse(decrypt(sent.pointJson));
    expect(plain).toEqual({ x: (165 * 310) / 330, y: 5 });
    // The drag goes with it, sealed the same way, in the same 310-wide units, ending at the answer.
    expect(JSON.parse(decrypt(sent.trackJson as string))).toEqual([
      [0, 0],
      [400, 77.5],
      [900, 155],
      [1230, 155],
    ]);

    expect(state(h)).toBe('success');
    expect(ctx(h).tip).toBe('1.23s验证成功');
    expect(h.emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(SLIDER_SUCCESS_CLOSE_MS - 1);
    expect(state(h)).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(h)).toBe('verified');
    expect(ctx(h).tip).toBe('');
    const verified = h.emitted[0] as Extract<SliderCaptchaEmitted, { type: 'verified' }>;
    expect(verified.type).toBe('verified');
    expect(decrypt(verified.captchaVerification)).toBe(
      `token-1---${JSON.stringify({ x: (165 * 310) / 330, y: 5 })}`,
    );
    expect(h.emitted[1]).toEqual({ type: 'closed' });
  });

  it('sends plain JSON when the server gives no secretKey', async () => {
    const h = harness({
      gets: [{ ok: true, challenge: challenge(1, null) }],
      checks: [{ ok: true }],
    });
    await settle();
    await drag(h, 100);
    expect(h.sent[0]?.pointJson).toBe('{"x":100,"y":5}');
    await vi.advanceTimersByTimeAsync(SLIDER_SUCCESS_CLOSE_MS);
    expect(h.emitted[0]).toEqual({
      type: 'verified',
      captchaVerification: 'token-1---{"x":100,"y":5}',
    });
  });

  it('shows red 验证失败 on a wrong answer and loads a new challenge after 1 s', async () => {
    const h = harness({ checks: [{ ok: false, repCode: '6111', repMsg: '验证码坐标不正确' }] });
    await settle();
    await drag(h, 80);
    expect(state(h)).toBe('failure');
    expect(ctx(h).tip).toBe('验证失败');
    await vi.advanceTimersByTimeAsync(SLIDER_FAILURE_REFRESH_MS - 1);
    expect(state(h)).toBe('failure');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(h)).toBe('idle');
    expect(ctx(h)).toMatchObject({ moved: 0, tip: '' });
    expect(ctx(h).challenge?.token).toBe('token-2');
    expect(h.emitted).toEqual([]);
  });

  it('treats a check that never answered as a failure', async () => {
    const h = harness({ checks: [] });
    await settle();
    await drag(h, 80);
    expect(state(h)).toBe('failure');
  });

  it('does not spend the token on a click without a drag', async () => {
    const h = harness({});
    await settle();
    h.actor.send({ type: 'DRAG_START', at: 0 });
    h.actor.send({ type: 'DRAG_END', at: 10 });
    await settle();
    expect(state(h)).toBe('idle');
    expect(h.sent).toEqual([]);
  });

  it('keeps the piece on the image however far the pointer goes', async () => {
    const h = harness({});
    await settle();
    h.actor.send({ type: 'DRAG_START', at: 0 });
    h.actor.send({ type: 'DRAG_MOVE', moved: -30, at: 10 });
    expect(ctx(h).moved).toBe(0);
    h.actor.send({ type: 'DRAG_MOVE', moved: 999, at: 20 });
    expect(ctx(h).moved).toBe(310);
  });

  it('shows repMsg when the server refuses a challenge; 6201 clears the images', async () => {
    const h = harness({
      gets: [
        { ok: true, challenge: challenge(1) },
        { ok: false, repCode: '6201', repMsg: '获取验证码失败,请联系管理员' },
        { ok: false, repCode: '6202', repMsg: '接口验证失败数过多，请稍后再试' },
      ],
    });
    await settle();
    h.actor.send({ type: 'REFRESH' });
    await settle();
    expect(state(h)).toBe('unavailable');
    expect(ctx(h).tip).toBe('获取验证码失败,请联系管理员');
    expect(ctx(h).challenge).toBeNull();
    h.actor.send({ type: 'DRAG_START', at: 0 });
    expect(state(h)).toBe('unavailable');
    h.actor.send({ type: 'REFRESH' });
    await settle();
    expect(ctx(h).tip).toBe('接口验证失败数过多，请稍后再试');
  });

  it('keeps the last images on a refusal other than 6201', async () => {
    const h = harness({
      gets: [
        { ok: true, challenge: challenge(1) },
        { ok: false, repCode: '6202', repMsg: '接口验证失败数过多，请稍后再试' },
      ],
    });
    await settle();
    h.actor.send({ type: 'REFRESH' });
    await settle();
    expect(state(h)).toBe('unavailable');
    expect(ctx(h).challenge?.token).toBe('token-1');
  });

  it('says the load failed when the captcha host does not answer', async () => {
    const h = harness({ failGet: true });
    await settle();
    expect(state(h)).toBe('unavailable');
    expect(ctx(h).tip).toBe('验证码加载失败，请刷新重试');
  });

  it('starts over from verified on REFRESH (the SMS send failed: spec §8 resets the slider)', async () => {
    const h = harness({ checks: [{ ok: true }] });
    await settle();
    await drag(h, 50);
    await vi.advanceTimersByTimeAsync(SLIDER_SUCCESS_CLOSE_MS);
    expect(state(h)).toBe('verified');
    h.actor.send({ type: 'REFRESH' });
    await settle();
    expect(state(h)).toBe('idle');
    expect(ctx(h).captchaVerification).toBeNull();
    expect(h.getCalls()).toBe(2);
  });
});

describe('successTip', () => {
  it('shows seconds with two decimals', () => {
    expect(successTip(1000, 3456)).toBe('2.46s验证成功');
    expect(successTip(0, 0)).toBe('0.00s验证成功');
  });
});
