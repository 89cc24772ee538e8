// Pieces shared by the room batching suites: a client that reads batches, a frame recorder, chat samples.
import { io } from 'socket.io-client';
import { afterEach } from 'vitest';
import { type ChannelEvent, eventBatchSchema } from '../../contract/events';
import { defaultBatchOptions } from '../../server/realtime/room-batches';
import { type Client, seqs } from './realtime-support';

export const WINDOW_MS = defaultBatchOptions.windowMs;
/** A loaded test machine's scheduling slack on top of the window. */
export const MARGIN_MS = 150;

export const sockets: Client[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** A client that reads batches, as the site's streams are: handshake auth says `batches: true`. */
export async function batchClient(url: string): Promise<Client> {
  const socket: Client = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { batches: true },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  sockets.push(socket);
  return socket;
}

/**
 * The frames carrying chat (each emit is one frame) and the chat envelopes in arrival order. A room channel
 * carries the viewer count too (pushed when sockets join), so chat is picked out by type.
 */
export function frames(socket: Client, type: ChannelEvent['type'] = 'chat.message') {
  const seen = { frames: [] as string[], events: [] as ChannelEvent[], arrivals: [] as number[] };
  socket.onAny((name: string, payload: unknown) => {
    const got = (
      name === 'events' ? eventBatchSchema.parse(payload) : [payload as ChannelEvent]
    ).filter((e) => e.type === type);
    if (got.length === 0) return;
    seen.frames.push(name);
    for (const event of got) {
      seen.events.push(event);
      seen.arrivals.push(performance.now());
    }
  });
  return {
    ...seen,
    async until(count: number) {
      while (seen.events.length < count) await new Promise((r) => setTimeout(r, 5));
    },
  };
}

/** The chat message ids, in arrival order. */
export const ids = (events: ChannelEvent[]) =>
  events.map((e) => (e.type === 'chat.message' ? e.data.id : -1));

/** Seqs only ever go up (other room events may take seqs in between). */
export const increasing = (events: ChannelEvent[]) =>
  seqs(events).every((seq, i, all) => i === 0 || seq > all[i - 1]!);

export const chat = (roomId: number, id: number) => ({
  id,
  roomId,
  userId: 1,
  nickName: '球迷',
  content: `第${id}条`,
  at: Date.now(),
});

export const quiet = () => new Promise((r) => setTimeout(r, WINDOW_MS * 2));
