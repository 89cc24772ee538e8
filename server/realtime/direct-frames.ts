// The broadcast fast path: a channel event goes to thousands of sockets, and socket.io already builds its
// WebSocket frame once per broadcast (`wsPreEncodedFrame`). Engine.io then still allocates a packet, fires
// six events and a write callback per socket, which at 5,000 sockets costs more than the writes themselves.
// For a socket that is open on WebSocket with nothing queued, this writes the shared frame to the socket
// as one buffer; any other socket (long polling, upgrading, a write still in flight) takes socket.io's path,
// so the order of a socket's packets never changes.
import type { RealtimeSocket } from './types';

/** The parts of socket.io's Client and engine.io's Socket this path reads (not in their public types). */
interface EngineConn {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    perMessageDeflate: unknown;
    socket?: {
      readyState: number;
      _sender?: { sendFrame?(frame: Buffer[], cb?: () => void): void };
    };
  };
}

interface PacketOptions {
  wsPreEncodedFrame?: Buffer[];
  /** Header and payload joined: one write per socket instead of a corked two-buffer writev. */
  wsJoinedFrame?: Buffer[];
}

interface EngineClient {
  conn: EngineConn;
  writeToEngine(encodedPackets: unknown, opts: PacketOptions): void;
}

const OPEN = 1;

function writeToEngine(this: EngineClient, encodedPackets: unknown, opts: PacketOptions) {
  const frame = opts.wsPreEncodedFrame;
  const conn = this.conn;
  const transport = conn.transport;
  const sender = transport.socket?._sender;
  if (
    frame &&
    conn.readyState === 'open' &&
    !conn.upgrading &&
    conn.writeBuffer.length === 0 &&
    transport.name === 'websocket' &&
    transport.writable &&
    !transport.perMessageDeflate &&
    transport.socket?.readyState === OPEN &&
    typeof sender?.sendFrame === 'function'
  ) {
    opts.wsJoinedFrame ??= [Buffer.concat(frame)];
    sender.sendFrame(opts.wsJoinedFrame);
    return;
  }
  Object.getPrototypeOf(this).writeToEngine.call(this, encodedPackets, opts);
}

/** Puts the fast path on one connection's client (an own property: socket.io's classes stay untouched). */
export function writeFramesDirect(socket: RealtimeSocket) {
  const client = socket.client as unknown as EngineClient;
  if (!Object.hasOwn(client, 'writeToEngine')) client.writeToEngine = writeToEngine;
}
