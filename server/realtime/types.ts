// The typed socket.io server and socket of the realtime gateway.
import type { Server, Socket } from 'socket.io';
import type {
  ChannelEvent,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../contract/events';
import type { SessionUser } from '../modules/user/sessions';

/** What the gateway keeps on each socket (restored with it on connection state recovery). */
export interface SocketData {
  /** Who the handshake token belongs to; null for an anonymous visitor. */
  user: SessionUser | null;
  /** The handshake said the client reads 'events' batches. */
  batches: boolean;
}

/** Messages between the app's processes over the adapter (serverSideEmit). */
interface InterServerEvents {
  /** A room channel's batch, published on another process (see room-batches.ts). */
  'realtime:events': (events: ChannelEvent[]) => void;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
