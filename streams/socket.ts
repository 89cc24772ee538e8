// The tab's one realtime socket: opened on first use, authenticated with the login token, and its state as status$.
import {
  asyncScheduler,
  BehaviorSubject,
  defer,
  distinctUntilChanged,
  map,
  type Observable,
  type SchedulerLike,
  Subject,
  type Subscription,
} from 'rxjs';
import { io, type ManagerOptions, type SocketOptions as SocketIoOptions } from 'socket.io-client';
import type { HandshakeAuthData } from '../contract/events';
import { online$ } from './network-status';
import { site, siteLogin$ } from './site';

/**
 * - connecting: no live connection yet, or it dropped and is being re-made;
 * - online: connected, every joined channel is in step with the server;
 * - offline: the browser reports no network;
 * - resyncing: connected again, but some joined channel is still catching up (replay or snapshot).
 */
export type ConnectionState = 'connecting' | 'online' | 'offline' | 'resyncing';

export interface RealtimeStatus {
  state: ConnectionState;
  /** The connection dropped, or could not be made, and is being retried: pushes are being missed. */
  lost: boolean;
  /** What the page shows may be behind the server: from a drop until every joined channel resynced. */
  stale: boolean;
}

/** The parts of a socket.io client socket this module uses; tests pass an EventEmitter double. */
export interface RealtimeSocket {
  readonly connected: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: socket.io's own listener type; payloads are zod-checked where read.
  on(event: string, listener: (...args: any[]) => void): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  emit(event: string, ...args: any[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/**
 * The handshake's auth, as socket.io calls it on every (re)connect: so a reconnect carries the token of that
 * moment. `batches` says this client reads 'events' pushes (createChannels does).
 */
export type HandshakeAuth = (
  send: (data: HandshakeAuthData & { token: string; batches: true }) => void,
) => void;

export interface SocketOptions {
  /** Builds the socket; it must use `auth` as its handshake auth and may start connecting at once. */
  createSocket(auth: HandshakeAuth): RealtimeSocket;
  /** The login token now ('' when logged out). */
  token(): string;
  /** The login token whenever it changes: a different one reconnects the socket as that user. */
  tokenChanges?: Observable<string>;
  /** The browser's network status. */
  online?: Observable<boolean>;
  scheduler?: SchedulerLike;
}

export interface SocketConnection {
  /** The tab's socket, created (and connecting) on the first call. */
  socket(): RealtimeSocket;
  /** The status; subscribing is a use, so it opens the socket. */
  readonly status$: Observable<RealtimeStatus>;
  /** Each time the socket connects; `reconnect` is false the first time. Does not open the socket. */
  readonly connects$: Observable<{ reconnect: boolean }>;
  /** Each time a connected socket drops. Does not open the socket. */
  readonly disconnects$: Observable<void>;
  /** Keeps the state at 'resyncing' (when connected) until the returned function is called. */
  trackResync(): () => void;
  /** Closes the socket for good and stops following the token and the network (tests, teardown). */
  close(): void;
}

/** Waits before reconnecting after the server closed the socket (socket.io does not retry that case itself). */
export const SERVER_CLOSE_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

interface Flags {
  online: boolean;
  connected: boolean;
  everConnected: boolean;
  lost: boolean;
  stale: boolean;
  resyncing: number;
}

const statusOf = (f: Flags): RealtimeStatus => ({
  state: !f.online
    ? 'offline'
    : !f.connected
      ? 'connecting'
      : f.resyncing > 0
        ? 'resyncing'
        : 'online',
  lost: !f.connected && f.lost,
  stale: f.stale,
});

const sameStatus = (a: RealtimeStatus, b: RealtimeStatus) =>
  a.state === b.state && a.lost === b.lost && a.stale === b.stale;

export function createSocketConnection(options: SocketOptions): SocketConnection {
  const scheduler = options.scheduler ?? asyncScheduler;
  const flags: Flags = {
    online: true,
    connected: false,
    everConnected: false,
    lost: false,
    stale: false,
    resyncing: 0,
  };
  const status = new BehaviorSubject<RealtimeStatus>(statusOf(flags));
  const connects = new Subject<{ reconnect: boolean }>();
  const disconnects = new Subject<void>();
  // Changes made while handling one socket event are published once, so a reconnect never flashes
  // 'online' between the connect and the channels' re-subscribes.
  let batching = 0;
  const publish = () => {
    if (batching > 0) return;
    if (flags.connected && flags.resyncing === 0) flags.stale = false;
    const next = statusOf(flags);
    if (!sameStatus(next, status.value)) status.next(next);
  };
  const batch = (work: () => void) => {
    batching++;
    try {
      work();
    } finally {
      batching--;
      publish();
    }
  };

  let socket: RealtimeSocket | null = null;
  let closed = false;
  let tokenInUse = '';
  /** Set while we close the socket on purpose (a new login), so the drop is not reported as lost. */
  let deliberate = false;
  let serverCloses = 0;
  let retry: Subscription | undefined;
  const watching: Subscription[] = [];

  const auth: HandshakeAuth = (send) => {
    tokenInUse = options.token();
    send({ token: tokenInUse, batches: true });
  };

  /** Connect now rather than at the end of socket.io's back-off (the network came back, the login changed). */
  const reconnectNow = (s: RealtimeSocket) => {
    retry?.unsubscribe();
    s.disconnect();
    s.connect();
  };

  const open = (): RealtimeSocket => {
    // The first handshake reads the token when it happens; until then this is what it will send.
    tokenInUse = options.token();
    const s = options.createSocket(auth);
    s.on('connect', () =>
      batch(() => {
        retry?.unsubscribe();
        serverCloses = 0;
        const reconnect = flags.everConnected;
        flags.connected = true;
        flags.everConnected = true;
        flags.lost = false;
        deliberate = false;
        connects.next({ reconnect });
      }),
    );
    s.on('disconnect', (reason: string) =>
      batch(() => {
        flags.connected = false;
        flags.stale = true;
        flags.lost = !deliberate;
        disconnects.next();
        // socket.io retries every drop except one the server asked for; retry those too, slowly.
        if (reason === 'io server disconnect' && !closed) {
          const delay =
            SERVER_CLOSE_DELAYS_MS[Math.min(serverCloses, SERVER_CLOSE_DELAYS_MS.length - 1)];
          serverCloses++;
          retry?.unsubscribe();
          retry = scheduler.schedule(() => s.connect(), delay);
        }
      }),
    );
    s.on('connect_error', () =>
      batch(() => {
        if (!flags.connected) flags.lost = true;
      }),
    );
    if (options.tokenChanges) {
      watching.push(
        options.tokenChanges.subscribe((token) => {
          if (token === tokenInUse || closed) return;
          // Not yet connected: the handshake under way may carry the old token, so start again too.
          deliberate = true;
          reconnectNow(s);
        }),
      );
    }
    if (options.online) {
      watching.push(
        options.online.pipe(distinctUntilChanged()).subscribe((isOnline) =>
          batch(() => {
            const cameBack = isOnline && !flags.online;
            flags.online = isOnline;
            if (cameBack && !flags.connected && !closed) reconnectNow(s);
          }),
        ),
      );
    }
    return s;
  };

  const ensure = () => {
    if (closed) throw new Error('the realtime connection is closed');
    socket ??= open();
    return socket;
  };

  const status$ = defer(() => {
    ensure();
    return status;
  });

  return {
    socket: ensure,
    status$,
    connects$: connects.asObservable(),
    disconnects$: disconnects.asObservable(),
    trackResync() {
      batch(() => {
        flags.resyncing++;
      });
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        batch(() => {
          flags.resyncing--;
        });
      };
    },
    close() {
      closed = true;
      retry?.unsubscribe();
      for (const w of watching) w.unsubscribe();
      deliberate = true;
      socket?.disconnect();
    },
  };
}

/** Where the socket lives: the origin of the live-data host (same origin unless configured apart). */
export const socketOrigin = (liveHost: string) =>
  new URL(liveHost, typeof location === 'undefined' ? 'http://localhost' : location.href).origin;

/** The real socket.io client, as the protocol describes it: websocket first, polling as a fallback. */
export const socketIoFactory =
  (origin: string, tuning: Partial<ManagerOptions & SocketIoOptions> = {}) =>
  (auth: HandshakeAuth): RealtimeSocket =>
    io(origin, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 15_000,
      randomizationFactor: 0.5,
      ...tuning,
      auth,
    });

// ---- the site's connection -------------------------------------------------------------------

/** The tab's connection; nothing is opened until something uses it. */
export const connection: SocketConnection = createSocketConnection({
  createSocket: (auth) => socketIoFactory(socketOrigin(site().liveHost()))(auth),
  token: () => site().loginToken(),
  tokenChanges: siteLogin$.pipe(
    map(() => site().loginToken()),
    distinctUntilChanged(),
  ),
  online: online$,
});

export const realtimeStatus$ = connection.status$;
