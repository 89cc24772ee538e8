// The typed socket.io server and socket of the realtime gateway.
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contract/events';
import type { SessionUser } from '../modules/user/sessions';

/** What the gateway keeps on each socket (restored with it on connection state recovery). */
export interface SocketData {
  /** Who the handshake token belongs to; null for an anonymous visitor. */
  user: SessionUser | null;
}

// biome-ignore lint/complexity/noBannedTypes: socket.io's slot for server-to-server events, unused here
type InterServerEvents = {};

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
