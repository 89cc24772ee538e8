// Types for the parts of node-media-server 4.x (CommonJS, untyped) the embedded media server uses.
declare module 'node-media-server' {
  export interface NmsSession {
    id: string;
    ip: string;
    protocol: string;
    isPublisher: boolean;
    streamApp: string;
    streamName: string;
    streamPath: string;
    streamQuery: Record<string, string | string[] | undefined>;
    broadcast: { publishGraceMs: number; publisher: NmsSession | null };
    close(): void;
  }
  type NmsEvent =
    | 'prePublish'
    | 'postPublish'
    | 'donePublish'
    | 'prePlay'
    | 'postPlay'
    | 'donePlay';
  export default class NodeMediaServer {
    constructor(config: Record<string, unknown>);
    on(event: NmsEvent, listener: (session: NmsSession) => void): void;
    /** Its JSON store; `_onSignal` is the SIGINT/SIGTERM handler it installs on open. */
    store?: { _onSignal?: (signal: NodeJS.Signals) => void };
    run(): Promise<void>;
    stop(): Promise<void>;
  }
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type { NmsSession } from 'node-media-server';

  const Context: {
    broadcasts: Map<
      string,
      {
        publisher: NmsSession | null;
        /** Players of the stream (RTMP here: our own ffmpeg), kept across publish gaps. */
        subscribers: Map<string, { close(): void }>;
        getPublishStatus(): string;
      }
    >;
    sessions: Map<string, NmsSession>;
    eventEmitter: EventEmitter;
  };
  export default Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string; log: (message: string, level?: string) => void };
  export default logger;
}

declare module 'node-media-server/src/session/flv_session.js' {
  import type { NmsSession } from 'node-media-server';
  /** An HTTP-FLV player; takes an Express-like request (params app/name) and a writable response. */
  export default class FlvSession implements NmsSession {
    constructor(req: unknown, res: unknown);
    id: string;
    ip: string;
    protocol: string;
    isPublisher: boolean;
    streamApp: string;
    streamName: string;
    streamPath: string;
    streamQuery: Record<string, string | string[] | undefined>;
    broadcast: { publishGraceMs: number; publisher: NmsSession | null };
    close(): void;
    run(): void;
  }
}
