// Transition tests for the SMS code button: phone check, captcha step, send, 60 s countdown, reset on failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type CodeButtonEmitted,
  codeButtonLabel,
  codeButtonMachine,
  type SendInput,
  type SendOutcome,
  SMS_COUNTDOWN_S,
} from './code-button';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function harness(outcomes: (SendOutcome | 'offline')[] = [{ ok: true }]) {
  const queue = [...outcomes];
  const sent: SendInput[] = [];
  const emitted: CodeButtonEmitted[] = [];
  const actor = createActor(
    codeButtonMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }: { input: SendInput }) => {
          sent.push(input);
          const next = queue.shift();
          if (!next || next === 'offline') throw new Error('offline');
          return next;
        }),
      },
    }),
  );
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, sent, emitted };
}

type H = ReturnType<typeof harness>;
const settle = () => vi.advanceTimersByTimeAsync(0);
const state = (h: H) => h.actor.getSnapshot().value;
const ctx = (h: H) => h.actor.getSnapshot().context;
const label = (h: H) => codeButtonLabel(String(state(h)), ctx(h).remaining);

async function passCaptcha(h: H, mobile = '13800000001') {
  h.actor.send({ type: 'REQUEST', mobile });
  h.actor.send({ type: 'CAPTCHA_PASSED', captchaVerification: 'v-1' });
  await settle();
}

describe('codeButtonMachine', () => {
  it('refuses a number the captcha step does not take', () => {
    const h = harness();
    h.actor.send({ type: 'REQUEST', mobile: '12345678901' });
    expect(state(h)).toBe('available');
    expect(ctx(h).error).toBe('请输入正确的手机号');
    h.actor.send({ type: 'REQUEST', mobile: '1380000000' });
    expect(ctx(h).error).toBe('请输入正确的手机号');
  });

  it('opens the captcha step for a good number, and goes back when it is closed', () => {
    const h = harness();
    h.actor.send({ type: 'REQUEST', mobile: '12345678901' });
    h.actor.send({ type: 'REQUEST', mobile: '19912345678' });
    expect(state(h)).toBe('captcha');
    expect(ctx(h).error).toBeNull();
    h.actor.send({ type: 'CAPTCHA_CANCELLED' });
    expect(state(h)).toBe('available');
  });

  it('sends with the verification, toasts 已发送 and counts 60 s down', async () => {
    const h = harness();
    await passCaptcha(h);
    expect(h.sent).toEqual([{ mobile: '13800000001', captchaVerification: 'v-1' }]);
    expect(h.emitted).toEqual([{ type: 'sent', msg: '已发送' }]);
    expect(state(h)).toBe('counting');
    expect(label(h)).toBe('重新获取(60s)');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(label(h)).toBe('重新获取(59s)');
    // A press while counting does nothing.
    h.actor.send({ type: 'REQUEST', mobile: '13800000001' });
    expect(state(h)).toBe('counting');
    await vi.advanceTimersByTimeAsync((SMS_COUNTDOWN_S - 2) * 1_000);
    expect(label(h)).toBe('重新获取(1s)');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state(h)).toBe('available');
    expect(label(h)).toBe('获取验证码');
  });

  it('shows the server message and asks for a new captcha when the send is refused', async () => {
    const h = harness([{ ok: false, msg: '验证码发送过于频繁，请稍后再试' }]);
    await passCaptcha(h);
    expect(state(h)).toBe('available');
    expect(ctx(h)).toMatchObject({
      error: '验证码发送过于频繁，请稍后再试',
      remaining: 0,
      captchaVerification: null,
    });
    expect(h.emitted).toEqual([{ type: 'failed', msg: '验证码发送过于频繁，请稍后再试' }]);
  });

  it('falls back to 验证码获取失败 without a message or an answer', async () => {
    const h = harness([{ ok: false, msg: '' }, 'offline']);
    await passCaptcha(h);
    expect(ctx(h).error).toBe('验证码获取失败');
    await passCaptcha(h);
    expect(ctx(h).error).toBe('验证码获取失败');
    expect(h.emitted.map((e) => e.type)).toEqual(['failed', 'failed']);
  });

  it('shows 发送中… while sending', () => {
    expect(codeButtonLabel('sending', 0)).toBe('发送中…');
  });

  it('RESET drops the countdown', async () => {
    const h = harness();
    await passCaptcha(h);
    await vi.advanceTimersByTimeAsync(5_000);
    h.actor.send({ type: 'RESET' });
    expect(state(h)).toBe('available');
    expect(ctx(h).remaining).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state(h)).toBe('available');
  });
});
