// Chasing the live edge: flv.js alone keeps whatever delay playback starts with (and it grows after each
// stall), so the player checks the lag behind the newest buffered frame and jumps or speeds up to stay close.

/** The tuning of the chase, in seconds of media. */
export const liveEdge = {
  /** More than this behind the buffered end: jump (a catch-up by speed would take too long). */
  jumpAfter: 3,
  /** More than this behind: play a little faster until close again. */
  chaseAfter: 1.5,
  /** Back to normal speed once this close. */
  settleAt: 0.6,
  /** Where a jump lands, behind the buffered end (a little margin so playback does not starve at once). */
  landBehind: 0.3,
  /** The catch-up speed: fast enough to close 1 s in 10 s, slow enough that voices sound natural. */
  chaseRate: 1.1,
} as const;

/**
 * What the encoder, the media server and flv.js's own transmuxing add on top of the buffered lag
 * (TOOLCHAIN.md measured 0.6–1.26 s glass to glass on loopback with little buffered): a fixed estimate.
 */
export const STREAM_LATENCY_MS = 800;

export interface EdgeSample {
  currentTime: number;
  /** The end of the buffered range that holds currentTime (or the last one); null while nothing is buffered. */
  bufferedEnd: number | null;
  playbackRate: number;
  /** Paused by the viewer: no chasing then. */
  paused: boolean;
}

export type EdgeAction =
  | { kind: 'none' }
  | { kind: 'jump'; to: number }
  | { kind: 'rate'; rate: number };

const NONE: EdgeAction = { kind: 'none' };

/** Seconds of media between what is shown and the newest frame received; 0 while nothing is buffered. */
export const lagOf = (sample: Pick<EdgeSample, 'currentTime' | 'bufferedEnd'>) =>
  sample.bufferedEnd === null ? 0 : Math.max(0, sample.bufferedEnd - sample.currentTime);

/**
 * What to do about the lag now. Between settleAt and chaseAfter nothing changes (hysteresis), so the
 * rate does not flap around one threshold.
 */
export function chaseDecision(sample: EdgeSample): EdgeAction {
  if (sample.paused || sample.bufferedEnd === null) return NONE;
  const lag = lagOf(sample);
  if (lag > liveEdge.jumpAfter)
    return { kind: 'jump', to: sample.bufferedEnd - liveEdge.landBehind };
  if (lag > liveEdge.chaseAfter && sample.playbackRate !== liveEdge.chaseRate)
    return { kind: 'rate', rate: liveEdge.chaseRate };
  if (lag < liveEdge.settleAt && sample.playbackRate !== 1) return { kind: 'rate', rate: 1 };
  return NONE;
}

/** The delay behind real time the viewer sees, in ms: the buffered lag plus the stream's fixed latency. */
export const delayBehindLiveMs = (
  sample: Pick<EdgeSample, 'currentTime' | 'bufferedEnd'>,
  latencyMs = STREAM_LATENCY_MS,
) => Math.round(lagOf(sample) * 1000 + latencyMs);

/** The end of the buffered range containing `time`, else of the last range; null when none. */
export function bufferedEndAt(
  ranges: { length: number; start(i: number): number; end(i: number): number },
  time: number,
): number | null {
  if (ranges.length === 0) return null;
  for (let i = 0; i < ranges.length; i++)
    if (ranges.start(i) <= time + 0.1 && time <= ranges.end(i)) return ranges.end(i);
  return ranges.end(ranges.length - 1);
}
