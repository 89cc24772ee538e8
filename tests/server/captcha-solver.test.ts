// 200 slider challenges over HTTP: a template-match solver passes fewer than 20 %, the true answer with a hand's drag passes every one.
import CryptoJS from 'crypto-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChallenge } from '../../server/modules/captcha/challenge';
import { defaultCaptchaSettings } from '../../server/modules/captcha/settings';
import { humanTrack, type TrackPoint } from '../unit/captcha-human-track';
import { STRATEGIES, type Strategy, solve } from '../unit/captcha-solver';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CHALLENGES = 200;
/** Challenges drawn at once: the pool has one thread on two cores, so more would only queue. */
const AT_ONCE = 2;
const DRAG_MS = 320;

const ajEncrypt = (word: string, key: string) =>
  CryptoJS.AES.encrypt(word, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();

const decodePng = (base64: string) => PNG.sync.read(Buffer.from(base64, 'base64'));

interface Outcome {
  /** Each strategy's answer was within the server's tolerance of the truth. */
  solved: Record<Strategy, boolean>;
  /** The repCode the true answer with a hand's drag got. */
  truth: string;
}

/** One challenge, from its own address (the get limit is per address): solver, then the truth. */
async function round(n: number): Promise<Outcome> {
  const remoteAddress = `10.9.${Math.floor(n / 250)}.${n % 250}`;
  const got = await t.app.inject({
    method: 'POST',
    url: '/gw/captcha/get',
    payload: { captchaType: 'blockPuzzle', clientUid: 'solver', ts: Date.now() },
    remoteAddress,
  });
  const { repCode, repData } = got.json();
  expect(repCode, got.body).toBe('0000');
  const found = solve(decodePng(repData.originalImageBase64), decodePng(repData.jigsawImageBase64));
  // The truth, only to mark the solver: a bot never sees the store.
  const challenge = await readChallenge(t.app.ctx, repData.token);
  const x = challenge?.x ?? Number.NaN;
  const solved = Object.fromEntries(
    STRATEGIES.map((s) => [s, Math.abs(found[s] - x) <= defaultCaptchaSettings.sliderTolerance]),
  ) as Record<Strategy, boolean>;
  // A person drags the piece home: the drag takes its time, so the check waits for it.
  const track: TrackPoint[] = humanTrack(x, DRAG_MS);
  const wait = (challenge?.issuedAt ?? 0) + DRAG_MS - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  const checked = await t.app.inject({
    method: 'POST',
    url: '/gw/captcha/check',
    payload: {
      captchaType: 'blockPuzzle',
      pointJson: ajEncrypt(JSON.stringify({ x, y: 5 }), repData.secretKey),
      trackJson: ajEncrypt(JSON.stringify(track), repData.secretKey),
      token: repData.token,
    },
    remoteAddress,
  });
  return { solved, truth: checked.json().repCode };
}

describe('the slider against a template-match solver', () => {
  it(`lets the solver through fewer than 20 % of ${CHALLENGES} challenges, and the true answer through all`, {
    timeout: 900_000,
  }, async () => {
    const outcomes: Outcome[] = [];
    for (let n = 0; n < CHALLENGES; n += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, CHALLENGES - n) }, (_, i) => n + i);
      outcomes.push(...(await Promise.all(batch.map(round))));
    }
    const rate = (s: Strategy) => outcomes.filter((o) => o.solved[s]).length / outcomes.length;
    const rates = STRATEGIES.map((s) => `${s} ${(100 * rate(s)).toFixed(1)}%`);
    console.log(`solver on ${outcomes.length} challenges: ${rates.join(', ')}`);
    // The bot's best strategy is what counts.
    expect(Math.max(...STRATEGIES.map(rate))).toBeLessThan(0.2);
    const refused = outcomes.filter((o) => o.truth !== '0000').map((o) => o.truth);
    expect(refused).toEqual([]);
    expect(outcomes).toHaveLength(CHALLENGES);
  });
});
