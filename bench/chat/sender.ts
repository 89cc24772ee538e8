// The chat bench's talkers: `rate` messages a second over HTTP to /api/chat/msg for `seconds`, from many logged-in
// viewers in turn (each talks far less often than the one-a-second limit), each text stamped with its tick time.
import { nowUs } from '../fanout/clock';
import { Histogram } from '../fanout/histogram';
import { stamped } from './messages';

export interface SendReport {
  sent: number;
  /** Ids of the accepted messages: what every client should receive. */
  ids: number[];
  refused: Record<string, number>;
  /** Request to answer. */
  http: Histogram;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function talk(
  url: string,
  roomId: number,
  tokens: string[],
  rate: number,
  seconds: number,
): Promise<SendReport> {
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const ids: number[] = [];
  const refused: Record<string, number> = {};
  const http = new Histogram();
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const startUs = nowUs();
  for (let n = 0; n < total; n++) {
    // Absolute ticks, and the stamp is the tick: a server that falls behind is charged for the wait.
    const wait = start + n * intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    const sentUs = startUs + Math.round(n * intervalMs * 1000);
    const token = tokens[n % tokens.length]!;
    pending.push(
      fetch(`${url}/gw/api/chat/msg`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accesstoken: token },
        body: JSON.stringify({ roomId, content: stamped(sentUs, n), platform: 1 }),
      })
        .then(async (res) => {
          const body = (await res.json()) as { code: number; msg: string; data: { id: number } };
          http.record(nowUs() - sentUs);
          if (body.code === 200) ids.push(body.data.id);
          else refused[`${body.code} ${body.msg}`] = (refused[`${body.code} ${body.msg}`] ?? 0) + 1;
        })
        .catch((err: Error) => {
          refused[err.message] = (refused[err.message] ?? 0) + 1;
        }),
    );
  }
  await Promise.all(pending);
  return { sent: total, ids, refused, http };
}
