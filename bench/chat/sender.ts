// The chat bench's talkers: `rate` messages a second over HTTP to /api/chat/msg for `seconds`, from many logged-in
// viewers in turn (2,000 by default: each talks once in 10 s, far below the one-a-second limit), each text stamped with its tick time.
import { Agent, request } from 'node:http';
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

/**
 * Like a load balancer's pool to one upstream: a bounded set of keep-alive connections. Requests beyond it
 * queue here, and since a message's stamp is its tick, that wait is charged to the latency.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const REQUEST_TIMEOUT_MS = 60_000;

function post(url: string, token: string, body: string) {
  return new Promise<{ code: number; msg: string; data: { id: number } }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accesstoken: token,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()));
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // A request the server never answers counts as refused, and the phase still ends.
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('no answer within 60 s')));
    req.end(body);
  });
}

export async function talk(
  url: string,
  roomId: number,
  tokens: string[],
  rate: number,
  seconds: number,
  /** Talkers go on from this one, as if the phase before had not stopped (nobody talks twice in a second). */
  firstTalker = 0,
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
    const token = tokens[(firstTalker + n) % tokens.length]!;
    pending.push(
      post(
        `${url}/gw/api/chat/msg`,
        token,
        JSON.stringify({ roomId, content: stamped(sentUs, n), platform: 1 }),
      )
        .then((body) => {
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
  agent.destroy();
  return { sent: total, ids, refused, http };
}
