// The ~1 KB `match.score` event both servers send: a plausible score update, padded, stamped with its send time.

/** The target size of one serialized channel event ({channel, seq, type, data, at}). */
export const EVENT_BYTES = 1024;

export interface ScoreData {
  matchId: number;
  homeScore: number;
  awayScore: number;
  minute: number;
  /** The publish tick this event belongs to (CLOCK_MONOTONIC µs, see clock.ts): its send time. */
  sentUs: number;
  pad: string;
}

const base = (n: number, sentUs: number): ScoreData => ({
  matchId: 1001,
  homeScore: n % 7,
  awayScore: n % 5,
  minute: 67,
  sentUs,
  pad: '',
});

/** How long `pad` must be for the whole event to serialize to EVENT_BYTES (measured once). */
let padLength: number | undefined;

export function scoreData(n: number, sentUs: number, envelope: (data: ScoreData) => unknown) {
  const data = base(n, sentUs);
  if (padLength === undefined) {
    const bare = JSON.stringify(envelope(data)).length;
    padLength = Math.max(0, EVENT_BYTES - bare);
  }
  data.pad = 'x'.repeat(padLength);
  return data;
}
