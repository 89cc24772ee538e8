// A lean socket.io client for the load generators: the socket.io v5 / engine.io v4 protocol over a bare `ws`
// WebSocket (what socket.io-client speaks with `transports: ['websocket']`), without socket.io-client's layers
// (engine.io-client transport, component-emitter, the parser's per-packet object and string building), which
// cost a load generator more than the frames themselves at thousands of sockets.
//
// Faithful: every socket receives its own frames and decodes each one. A broadcast reaches thousands of sockets
// with the same bytes, so the decoded packets of recent frames are kept per process and reused when a
// socket's frame is byte for byte the same (compared in full): what JSON.parse would make of identical bytes,
// without making it again. Handlers get it read-only.
import WebSocket from 'ws';

type Handler = (args: readonly unknown[]) => void;

interface Decoded {
  frame: Buffer;
  args: unknown[];
}

/**
 * Frames decoded lately in this process, by their length and last bytes (a packet's recovery offset or send
 * stamp sits there): a broadcast's copies arrive one socket after another, or, when a generator falls behind,
 * each socket's read brings several frames in a row, so many recent frames are kept, not just the last.
 */
const recent = new Map<string, Decoded[]>();
const RECENT = 512;
const KEY_BYTES = 24;
let reused = 0;
let parsed = 0;

/** How many frames were decoded and how many reused an identical frame's decoding (for the bench's report). */
export const decodeCounts = () => ({ parsed, reused });

/**
 * JSON from byte `start` of a frame, decoded once for identical frames arriving one after another (the bare-ws
 * baseline's clients use it too, so both sides of a comparison decode alike).
 */
export function decodeFrame<T = unknown[]>(frame: Buffer, start = 0): T {
  return decode(frame, start) as T;
}

function decode(frame: Buffer, start: number): unknown[] {
  const key = `${frame.length}:${frame.toString('latin1', Math.max(0, frame.length - KEY_BYTES))}`;
  const same = recent.get(key);
  if (same)
    for (const d of same)
      if (d.frame.equals(frame)) {
        reused++;
        return d.args;
      }
  parsed++;
  const args = JSON.parse(frame.toString('utf8', start)) as unknown[];
  if (same) {
    same.push({ frame, args });
    if (same.length > 8) same.shift();
  } else {
    recent.set(key, [{ frame, args }]);
    // Oldest first out (a Map keeps insertion order).
    if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  }
  return args;
}

const ZERO = 0x30;
const isDigit = (c: number | undefined) => c !== undefined && c >= ZERO && c <= ZERO + 9;

export interface LeanSocketOptions {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  url: string;
  path?: string;
  /** The CONNECT packet's payload (socket.handshake.auth on the server). */
  auth?: object;
  timeoutMs: number;
}

export class LeanSocket {
  private readonly handlers = new Map<string, Handler>();
  private readonly acks = new Map<number, (args: unknown[]) => void>();
  private nextAck = 0;
  private closedByUs = false;
  /** Called once when the connection ends (not when close() ended it). */
  onDisconnect: (() => void) | null = null;

  private constructor(private readonly ws: WebSocket) {}

  static connect({ url, path = '/socket.io', auth, timeoutMs }: LeanSocketOptions) {
    return new Promise<LeanSocket>((resolve, reject) => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${path}/?EIO=4&transport=websocket`, {
        perMessageDeflate: false,
      });
      const socket = new LeanSocket(ws);
      let settled = false;
      const fail = (err: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        ws.terminate();
        reject(err);
      };
      const timer = setTimeout(() => fail(new Error('timeout')), timeoutMs);
      ws.on('error', (err) => fail(err));
      ws.on('close', () => {
        if (!settled) fail(new Error('closed during the handshake'));
        else if (!socket.closedByUs) socket.onDisconnect?.();
      });
      ws.on('message', (data: Buffer) => {
        const type = data[0];
        if (type === ZERO + 2) {
          // engine.io ping: pong, or the server drops us after pingTimeout.
          ws.send('3');
        } else if (type === ZERO) {
          // engine.io open: connect to the main namespace.
          ws.send(`40${auth ? JSON.stringify(auth) : ''}`);
        } else if (type === ZERO + 4) {
          const kind = data[1];
          if (kind === ZERO && !settled) {
            settled = true;
            clearTimeout(timer);
            resolve(socket);
          } else if (kind === ZERO + 4) {
            fail(new Error(`connect_error ${data.toString('utf8', 2)}`));
          } else if (kind === ZERO + 2) {
            socket.onEvent(data);
          } else if (kind === ZERO + 3) {
            socket.onAck(data);
          } else if (kind === ZERO + 1) {
            ws.close();
          }
        }
      });
    });
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }

  emitWithAck(event: string, data: unknown, timeoutMs: number) {
    return new Promise<unknown>((resolve, reject) => {
      const id = this.nextAck++;
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error(`no ack for ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.acks.set(id, (args) => {
        clearTimeout(timer);
        resolve(args[0]);
      });
      this.ws.send(`42${id}${JSON.stringify([event, data])}`);
    });
  }

  close() {
    this.closedByUs = true;
    this.ws.close();
  }

  private onEvent(data: Buffer) {
    // 42[…]: an event without an ack id (what the server broadcasts); one with an id is answered with nothing.
    let i = 2;
    while (isDigit(data[i])) i++;
    const args = decode(data, i);
    const handler = this.handlers.get(args[0] as string);
    handler?.(args.slice(1));
  }

  private onAck(data: Buffer) {
    let i = 2;
    while (isDigit(data[i])) i++;
    const id = Number(data.toString('latin1', 2, i));
    const done = this.acks.get(id);
    if (!done) return;
    this.acks.delete(id);
    done(JSON.parse(data.toString('utf8', i)) as unknown[]);
  }
}
