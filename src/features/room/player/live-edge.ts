// Chasing the live edge: flv.js alone keeps whatever delay playback starts with (node-media-server opens a
// stream at its last keyframe, up to a GOP behind, and each stall adds to it), so the player checks the lag
// behind the newest buffered frame and jumps or speeds up to stay within a cushion that adapts to stalls.

/**
 * The tuning of the chase, in seconds of media. The chase aims at a cushion of buffered media behind the newest
 * frame: small on a steady connection (what the viewer sees is close to live), larger after the buffer ran dry
 * (a stall says the network's jitter is bigger than the cushion), and small again after a calm spell.
 */
export const liveEdge = {
  /** The cushion a playback starts with and comes back to. */
  minCushion: 0.3,
  /** The cushion after repeated stalls: never more, however bad the connection. */
  maxCushion: 1.6,
  /** Past the cushion by more than this: play a little faster until back at the cushion. */
  chaseBeyond: 0.5,
  /** Past the cushion by more than this: jump (a catch-up by speed would take too long). */
  jumpBeyond: 2.5,
  /** The catch-up speed: fast enough to close 1 s in 10 s, slow enough that voices sound natural. */
  chaseRate: 1.1,
  /** This long without a stall halves the cushion again. */
  calmMs: 60_000,
} as const;

/** The cushion after the buffer ran dry: doubled, up to the most. */
export const cushionAfterStall = (cushion: number) => Math.min(liveEdge.maxCushion, cushion * 2);

/** The cushion after a calm spell: halved, down to the least. */
export const cushionAfterCalm = (cushion: number) => Math.max(liveEdge.minCushion, cushion / 2);

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
 * What to do about the lag now, for a cushion of `cushion` seconds. Between the cushion and the chase
 * threshold nothing changes (hysteresis), so the rate does not flap around one threshold.
 */
export function chaseDecision(
  sample: EdgeSample,
  cushion: number = liveEdge.minCushion,
): EdgeAction {
  if (sample.paused || sample.bufferedEnd === null) return NONE;
  const lag = lagOf(sample);
  if (lag > cushion + liveEdge.jumpBeyond)
    return { kind: 'jump', to: sample.bufferedEnd - cushion };
  if (lag > cushion + liveEdge.chaseBeyond && sample.playbackRate !== liveEdge.chaseRate)
    return { kind: 'rate', rate: liveEdge.chaseRate };
  if (lag <= cushion && sample.playbackRate !== 1) return { kind: 'rate', rate: 1 };
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
