// The slider's drag track, judged: a person's drag takes time, starts at rest, speeds up and slows down, and ends where the answer is.
// One pointer sample (TrackPoint): ms since the drag began, and how far the piece had moved (310-wide reference units).
import type { TrackPoint } from '../../../contract/captcha-answer';

export type { TrackPoint };

export const TRACK_RULES = {
  /** A person needs at least this long to pick up the piece, carry it and let go. */
  minDurationMs: 250,
  /** Past this the drag is no longer one gesture (and the challenge lives 120 s anyway). */
  maxDurationMs: 20_000,
  /** Pointer moves come at 60-120 a second: a 250 ms drag gives 15 or more. */
  minSamples: 8,
  /** The client thins a long drag to 120 samples; more is not a browser's track. */
  maxSamples: 200,
  /** The drag starts with the piece at rest. */
  startTolerance: 5,
  /** The track ends where the answer says the piece was let go. */
  endTolerance: 2,
  /** No step between two samples jumps further than this (a fast flick moves ~40 a frame). */
  maxStep: 60,
  /** Two samples at the same ms can differ only by a pointer's jitter. */
  maxSameTimeStep: 15,
  /** Backward steps (aiming, overshooting) may add up to this share of the way, plus `backSlack`. */
  maxBackShare: 0.6,
  backSlack: 30,
  /** Speeds measured over windows of this many ms… */
  windowMs: 40,
  /** …vary by at least this coefficient of variation: a hand speeds up and slows down, a script glides. */
  minSpeedVariation: 0.25,
  /** The claimed drag cannot be longer than the challenge has existed (plus this for rounding). */
  clockSlackMs: 100,
} as const;

export type TrackVerdict = { ok: true } | { ok: false; reason: string };

const isPoint = (v: unknown): v is TrackPoint =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The decrypted track, or null when it is not a list of [t, x] pairs. */
export function parseTrack(plain: string): TrackPoint[] | null {
  let value: unknown;
  try {
    value = JSON.parse(plain);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > TRACK_RULES.maxSamples || !value.every(isPoint)) {
    return null;
  }
  return value.map(([t, x]) => [t, x]);
}

/** Where the piece was at time t, read off the track by straight lines between samples. */
function positionAt(track: TrackPoint[], t: number) {
  let i = 1;
  while (i < track.length - 1 && (track[i] as TrackPoint)[0] < t) i++;
  const [t0, x0] = track[i - 1] as TrackPoint;
  const [t1, x1] = track[i] as TrackPoint;
  return t1 === t0 ? x1 : x0 + ((x1 - x0) * (t - t0)) / (t1 - t0);
}

/** Speeds over consecutive windows while the piece is on its way (the still start and end left out). */
function windowSpeeds(track: TrackPoint[]) {
  const end = (track[track.length - 1] as TrackPoint)[0];
  const speeds: number[] = [];
  for (let t = 0; t + TRACK_RULES.windowMs <= end; t += TRACK_RULES.windowMs) {
    speeds.push(
      Math.abs(positionAt(track, t + TRACK_RULES.windowMs) - positionAt(track, t)) /
        TRACK_RULES.windowMs,
    );
  }
  return speeds.filter((s) => s > 0);
}

const variation = (values: number[]) => {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return mean > 0 ? Math.sqrt(variance) / mean : 0;
};

/**
 * Whether a track is a person's drag to `answerX`, made within `elapsedMs` of the challenge
 * being issued. The reason names the first rule broken (for the log, never for the caller).
 */
export function judgeTrack(
  track: TrackPoint[],
  { answerX, elapsedMs }: { answerX: number; elapsedMs: number },
): TrackVerdict {
  const R = TRACK_RULES;
  const refuse = (reason: string): TrackVerdict => ({ ok: false, reason });
  if (track.length < R.minSamples) return refuse('too few samples');
  if (track.length > R.maxSamples) return refuse('too many samples');
  const [t0, x0] = track[0] as TrackPoint;
  const [end, xEnd] = track[track.length - 1] as TrackPoint;
  if (t0 !== 0) return refuse('does not start at 0 ms');
  if (Math.abs(x0) > R.startTolerance) return refuse('does not start at rest');
  for (let i = 1; i < track.length; i++) {
    if ((track[i] as TrackPoint)[0] < (track[i - 1] as TrackPoint)[0]) {
      return refuse('time goes back');
    }
  }
  if (end < R.minDurationMs) return refuse('too fast');
  if (end > R.maxDurationMs) return refuse('too slow');
  if (end > elapsedMs + R.clockSlackMs) return refuse('longer than the challenge has existed');
  if (Math.abs(xEnd - answerX) > R.endTolerance) return refuse('does not end at the answer');
  let back = 0;
  for (let i = 1; i < track.length; i++) {
    const [ta, xa] = track[i - 1] as TrackPoint;
    const [tb, xb] = track[i] as TrackPoint;
    const step = Math.abs(xb - xa);
    if (step > R.maxStep || (tb === ta && step > R.maxSameTimeStep)) return refuse('jumps');
    if (xb < xa) back += xa - xb;
  }
  if (back > R.maxBackShare * Math.abs(xEnd - x0) + R.backSlack) return refuse('wanders back');
  const speeds = windowSpeeds(track);
  if (speeds.length < 3 || variation(speeds) < R.minSpeedVariation) {
    return refuse('even speed');
  }
  return { ok: true };
}
