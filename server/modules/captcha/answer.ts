// Reading and judging an answer: the slider's x (y fixed at 5) and its drag track, or three clicks in order, in 310x155 units.
import { SLIDER_Y } from '../../../contract/captcha-answer';
import type { Challenge, Point } from './challenge';
import { judgeTrack, parseTrack } from './track';

/** Spec §5: the slider answer's y is fixed (the contract's SLIDER_Y). */
export const SLIDER_ANSWER_Y = SLIDER_Y;
export const CLICK_COUNT = 3;

const isPoint = (v: unknown): v is Point =>
  typeof v === 'object' &&
  v !== null &&
  Number.isFinite((v as Point).x) &&
  Number.isFinite((v as Point).y);

function parseJson(plain: string): unknown {
  try {
    return JSON.parse(plain);
  } catch {
    return undefined;
  }
}

export function parseSliderAnswer(plain: string): Point | null {
  const value = parseJson(plain);
  return isPoint(value) ? { x: value.x, y: value.y } : null;
}

export function parseClickAnswer(plain: string): Point[] | null {
  const value = parseJson(plain);
  if (!Array.isArray(value) || value.length !== CLICK_COUNT || !value.every(isPoint)) return null;
  return value.map((p) => ({ x: p.x, y: p.y }));
}

export function sliderMatches(answer: Point, targetX: number, tolerance: number) {
  return (
    Math.abs(answer.x - targetX) <= tolerance && Math.abs(answer.y - SLIDER_ANSWER_Y) <= tolerance
  );
}

export function clicksMatch(answer: Point[], targets: Point[], radius: number) {
  return (
    answer.length === targets.length &&
    answer.every((p, i) => {
      const t = targets[i];
      return t !== undefined && Math.hypot(p.x - t.x, p.y - t.y) <= radius;
    })
  );
}

/** Whether a decrypted pointJson answers the challenge. */
export function answerMatches(
  challenge: Challenge,
  plain: string,
  limits: { sliderTolerance: number; clickRadius: number },
) {
  if (challenge.type === 'blockPuzzle') {
    const answer = parseSliderAnswer(plain);
    return (
      answer !== null &&
      challenge.x !== undefined &&
      sliderMatches(answer, challenge.x, limits.sliderTolerance)
    );
  }
  const answer = parseClickAnswer(plain);
  return answer !== null && clicksMatch(answer, challenge.points ?? [], limits.clickRadius);
}

/**
 * Why a slider answer's drag track is refused, or null when it reads as a person's drag to the
 * answer's x. `track` is the decrypted trackJson (null when missing or not ours); `answer` the
 * decrypted pointJson, already known to match.
 */
export function trackRefusal(
  challenge: Challenge,
  track: string | null,
  answer: string,
  now: number,
): string | null {
  if (track === null) return 'missing or unreadable';
  const points = parseTrack(track);
  const point = parseSliderAnswer(answer);
  if (!points || !point) return 'not a list of [t, x]';
  const verdict = judgeTrack(points, { answerX: point.x, elapsedMs: now - challenge.issuedAt });
  return verdict.ok ? null : verdict.reason;
}
