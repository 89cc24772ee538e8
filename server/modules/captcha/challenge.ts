// Where a pending captcha challenge lives: its own kv key per image token, read once and gone.
import { randomUUID } from 'node:crypto';
import type { CaptchaType } from '../../../contract/calls/captcha';

import type { Point } from '../../../contract/captcha-answer';
import type { AppContext } from '../../context';

export type { CaptchaType, Point };

/**
 * kv key `captcha:challenge:<token>` (token: 32 lowercase hex digits), life 120 s, value JSON:
 * `{ "type": "blockPuzzle" | "clickWord", "secretKey": "<16 chars>", "ip": "<client ip>",
 *    "issuedAt": <Unix ms>,
 *    "x": <piece's left edge, 0-310>, "y": <piece's top, 0-155>,            (blockPuzzle)
 *    "words": ["球","门","射"], "points": [{"x":..,"y":..} ×3] }`           (clickWord)
 * All positions are in the 310x155 reference image the answers are scaled to. A slider answer
 * is `{"x": x ± tolerance, "y": 5}`; a point answer lists `points` in order. Each challenge has
 * its own key, so no flood of other challenges can push it out except the store's global cap.
 */
export interface Challenge {
  type: CaptchaType;
  secretKey: string;
  ip: string;
  /** When it was issued (Unix ms): a drag track cannot claim to have lasted longer. */
  issuedAt: number;
  x?: number;
  y?: number;
  words?: string[];
  points?: Point[];
}

const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

const challengeKey = (token: string) => `captcha:challenge:${token}`;

export const newToken = () => randomUUID().replaceAll('-', '');

export async function saveChallenge(ctx: AppContext, challenge: Challenge, ttlMs: number) {
  const token = newToken();
  await ctx.kv.set(challengeKey(token), JSON.stringify(challenge), ttlMs);
  return token;
}

const parse = (value: string | null): Challenge | null => (value ? JSON.parse(value) : null);

/** Takes the challenge out of the store: whatever the answer, the token is dead after this. */
export async function takeChallenge(ctx: AppContext, token: string): Promise<Challenge | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return parse(await ctx.kv.take(challengeKey(token)));
}

/** Reads a pending challenge without using it up: for tests that need the right answer. */
export async function readChallenge(ctx: AppContext, token: string): Promise<Challenge | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return parse(await ctx.kv.get(challengeKey(token)));
}

/** How long the challenge has left, in ms; null when gone. */
export const challengeTtl = (ctx: AppContext, token: string) => ctx.kv.ttl(challengeKey(token));
