// The drill's clients: each is the site's own realtime client (streams/socket.ts + streams/channel.ts, websocket
// only, the product's reconnect timing) on the two channels, recording every event its channels deliver, and
// when it dropped and was joined again.
import type { Subscription } from 'rxjs';
import { type ChannelSignal, createChannels } from '../../streams/channel';
import {
  createSocketConnection,
  type SocketConnection,
  socketIoFactory,
} from '../../streams/socket';
import { CHAT_CHANNEL, SCORE_CHANNEL } from './messages';

export const CHANNELS = [SCORE_CHANNEL, CHAT_CHANNEL] as const;

export interface DrillClient {
  /** Seqs delivered per channel, in delivery order. */
  seqs: Map<string, number[]>;
  /** Resync signals per channel (continuity lost: the snapshot would be reloaded). */
  resyncs: number;
  /** When the socket last dropped, and when every channel was joined again after that (ms, performance.now()). */
  droppedAt: number | null;
  backAt: number | null;
  connected: boolean;
  /** Drops seen over the whole run. */
  drops: number;
  close(): void;
}

export function startClient(url: string): DrillClient {
  const connection: SocketConnection = createSocketConnection({
    createSocket: socketIoFactory(url, { transports: ['websocket'], tryAllTransports: false }),
    token: () => '',
  });
  const channels = createChannels(connection);
  const client: DrillClient = {
    seqs: new Map(CHANNELS.map((c) => [c, []])),
    resyncs: 0,
    droppedAt: null,
    backAt: null,
    connected: false,
    drops: 0,
    close() {
      for (const s of subs) s.unsubscribe();
      connection.close();
    },
  };
  /** Channels joined since the last drop. */
  let joined = new Set<string>();
  const subs: Subscription[] = [
    connection.disconnects$.subscribe(() => {
      client.connected = false;
      client.drops++;
      client.droppedAt = performance.now();
      client.backAt = null;
      joined = new Set();
    }),
    connection.connects$.subscribe(() => {
      client.connected = true;
    }),
  ];
  const onSignal = (channel: string) => (signal: ChannelSignal) => {
    if (signal.kind === 'event') client.seqs.get(channel)!.push(signal.event.seq);
    else if (signal.kind === 'joined' || signal.kind === 'resync') {
      if (signal.kind === 'resync') client.resyncs++;
      joined.add(channel);
      if (joined.size === CHANNELS.length && client.backAt === null)
        client.backAt = performance.now();
    }
  };
  for (const channel of CHANNELS)
    subs.push(channels.channel$(channel).subscribe(onSignal(channel)));
  return client;
}

export interface Tally {
  lost: number;
  doubled: number;
  outOfOrder: number;
  /** Events expected (clients × seqs published on their channels). */
  expected: number;
  /** Clients that had every event of the phase. */
  complete: number;
}

/** Counts, per client and channel, the seqs of [first, last] missing, delivered twice and delivered backwards. */
export function tally(clients: DrillClient[], ranges: Map<string, [number, number]>): Tally {
  const t: Tally = { lost: 0, doubled: 0, outOfOrder: 0, expected: 0, complete: 0 };
  for (const client of clients) {
    let whole = true;
    for (const [channel, [first, last]] of ranges) {
      if (first === 0) continue;
      const inRange = client.seqs.get(channel)!.filter((s) => s >= first && s <= last);
      const count = new Map<number, number>();
      let max = 0;
      for (const seq of inRange) {
        count.set(seq, (count.get(seq) ?? 0) + 1);
        if (seq < max) t.outOfOrder++;
        max = Math.max(max, seq);
      }
      t.expected += last - first + 1;
      for (let seq = first; seq <= last; seq++) {
        const c = count.get(seq) ?? 0;
        if (c === 0) {
          t.lost++;
          whole = false;
        } else if (c > 1) t.doubled += c - 1;
      }
    }
    if (whole) t.complete++;
  }
  return t;
}

/** True once every client holds the last seq of each channel (or more). */
export const caughtUp = (clients: DrillClient[], ranges: Map<string, [number, number]>) =>
  clients.every((c) =>
    [...ranges].every(([ch, [, last]]) => last === 0 || c.seqs.get(ch)!.includes(last)),
  );
