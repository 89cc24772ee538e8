// The embedded media server: node-media-server in this process takes RTMP from OBS, checks each publish's
// key with the app before anything of it reaches a viewer, and serves HTTP-FLV through the app's own
// HTTP server; ffmpeg (when found) adds the HLS rendition and the recording.

import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import NodeMediaServer, { type NmsSession } from 'node-media-server';
import Context from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import FlvSession from 'node-media-server/src/session/flv_session.js';
import { usablePort } from './free-port';
import { Renditions } from './renditions';
import { type MediaServer, type PublishGate, STREAM_NAME } from './types';

export const MEDIA_APP = 'live';

export interface EmbeddedMediaOptions {
  /** 0 picks a free port. */
  rtmpPort: number;
  dir: string;
  /** The ffmpeg binary, or null: then HTTP-FLV only, no HLS, no recordings. */
  ffmpeg: string | null;
  gate: PublishGate;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

const keyOf = (session: NmsSession) => {
  const key = session.streamQuery?.key;
  return typeof key === 'string' ? key : '';
};

const isLoopback = (ip: string) => /^(127\.|::1|::ffff:127\.)/.test(ip);

type Listener = (session: NmsSession) => void;

export class EmbeddedMedia implements MediaServer {
  /** Streams whose current publisher the app has authorised: stream name → publisher session id. */
  private readonly authorised = new Map<string, string>();
  /** HTTP-FLV players attached through the app, per stream (closed when the publish ends). */
  private readonly players = new Map<string, Set<FlvSession>>();
  private readonly renditions: Renditions | null;
  /** Publishes being ended (room update, recording saved) right now. */
  private readonly finishing = new Set<Promise<void>>();
  private readonly listeners: [string, Listener][] = [];
  private nms: NodeMediaServer | null = null;
  rtmpPort = 0;

  constructor(private readonly options: EmbeddedMediaOptions) {
    this.renditions = options.ffmpeg
      ? new Renditions({
          ffmpeg: options.ffmpeg,
          dir: options.dir,
          sourceUrl: (name) => `rtmp://127.0.0.1:${this.rtmpPort}/${MEDIA_APP}/${name}`,
          log: options.log,
        })
      : null;
  }

  get hls() {
    return this.renditions !== null;
  }

  async start(): Promise<void> {
    this.rtmpPort = await usablePort(this.options.rtmpPort);
    await mkdir(this.options.dir, { recursive: true });
    // Its logger prints every session at debug level to stdout; only its warnings and errors reach ours.
    nmsLogger.log = (message: string, level = 'info') => {
      if (level === 'warn' || level === 'error')
        this.options.log.warn({ nms: message }, 'media server');
    };
    this.nms = new NodeMediaServer({
      rtmp: { port: this.rtmpPort },
      // No HTTP listener of its own: players come through the app's /media routes (playFlv).
      store: { path: path.join(this.options.dir, 'nms') },
      webadmin: { enable: false },
    });
    this.listen('prePublish', this.onPrePublish);
    this.listen('donePublish', this.onDonePublish);
    this.listen('prePlay', this.onPrePlay);
    await this.nms.run();
    // Its store kills the process again on SIGINT/SIGTERM; the app's own shutdown stops it in order.
    const onSignal = this.nms.store?._onSignal;
    if (onSignal)
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, onSignal);
  }

  private listen(event: string, listener: Listener) {
    Context.eventEmitter.on(event, listener);
    this.listeners.push([event, listener]);
  }

  private publisherOf(name: string) {
    return Context.broadcasts.get(`/${MEDIA_APP}/${name}`)?.publisher ?? null;
  }

  /** Every publish waits here for the app's answer; until it is yes, no player gets any of it. */
  private readonly onPrePublish = (session: NmsSession) => {
    // Our grace period is the room's (the lifecycle's); the server's own 30 s one would hide the stop.
    session.broadcast.publishGraceMs = 0;
    const name = session.streamName;
    if (session.protocol !== 'rtmp' || session.streamApp !== MEDIA_APP || !STREAM_NAME.test(name)) {
      session.close();
      return;
    }
    const key = keyOf(session);
    this.options.gate.authorize(name, key).then(
      async (allowed) => {
        // The publisher may have left, or lost the path to an earlier one, while we asked.
        if (!allowed || this.publisherOf(name) !== session) {
          if (!allowed)
            this.options.log.warn({ streamName: name, ip: session.ip }, 'media: publish refused');
          session.close();
          return;
        }
        this.authorised.set(name, session.id);
        this.options.log.info({ streamName: name }, 'media: publish accepted');
        await this.renditions?.start(name);
        await this.options.gate.started(name);
      },
      (err) => {
        this.options.log.error({ err, streamName: name }, 'media: publish check failed');
        session.close();
      },
    );
  };

  private readonly onDonePublish = (session: NmsSession) => {
    const name = session.streamName;
    if (this.authorised.get(name) !== session.id) return;
    this.authorised.delete(name);
    for (const player of this.players.get(name) ?? []) player.close();
    this.players.delete(name);
    // Our ffmpeg reads the stream over RTMP, and the media server keeps its readers waiting for a publisher
    // that may come back: ffmpeg would sit out its stop's SIGKILL fallback (4 s) with the recording open.
    // Cut off, it reads the end and closes the recording itself at once.
    for (const reader of Context.broadcasts.get(`/${MEDIA_APP}/${name}`)?.subscribers.values() ??
      [])
      reader.close();
    // Kept until done, so stop() (shutdown) waits for the room update and the recording to be saved.
    const finishing = this.finish(name).finally(() => this.finishing.delete(finishing));
    this.finishing.add(finishing);
  };

  private async finish(name: string) {
    this.options.log.info({ streamName: name }, 'media: publish ended');
    // Detached now, not after the room is updated: an anchor whose stream comes straight back (within the
    // grace period) gets a rendition and a recording of the new publish, which start() would otherwise skip.
    const recorded = this.renditions?.stop(name) ?? Promise.resolve(null);
    try {
      await this.options.gate.stopped(name);
      const recording = await recorded;
      if (recording) await this.options.gate.recorded(recording);
    } catch (err) {
      this.options.log.error({ err, streamName: name }, 'media: ending the publish failed');
    }
  }

  /** RTMP play is for our own ffmpeg only; viewers play HTTP-FLV or HLS through the app. */
  private readonly onPrePlay = (session: NmsSession) => {
    if (session.protocol !== 'rtmp') return;
    const ip = session.ip.replace(/:\d+$/, '');
    if (!isLoopback(ip) || !this.authorised.has(session.streamName)) session.close();
  };

  isPublishing(streamName: string) {
    return this.authorised.has(streamName);
  }

  kick(streamName: string) {
    this.publisherOf(streamName)?.close();
  }

  playFlv(streamName: string, request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.authorised.has(streamName)) return false;
    response.writeHead(200, {
      'content-type': 'video/x-flv',
      'cache-control': 'no-cache, no-store',
      'x-accel-buffering': 'no',
    });
    // FlvSession expects an Express request: it reads the app and name from params.
    const req = {
      socket: request.socket,
      hostname: request.headers.host?.split(':')[0] ?? '',
      params: { app: MEDIA_APP, name: streamName },
      query: {},
      method: 'GET',
      on: (event: string, fn: (...args: unknown[]) => void) => request.on(event, fn),
    };
    const player = new FlvSession(req, response);
    const players = this.players.get(streamName) ?? new Set();
    players.add(player);
    this.players.set(streamName, players);
    request.socket.once('close', () => players.delete(player));
    player.run();
    Context.sessions.set(player.id, player);
    return true;
  }

  /** Stops everything; the app is told each live stream stopped, and recordings are saved, before it closes. */
  async stop(): Promise<void> {
    // Our listeners go first: the sockets nms.stop() destroys must not start a second ending of each stream.
    for (const [event, listener] of this.listeners) Context.eventEmitter.off(event, listener);
    this.listeners.length = 0;
    for (const set of this.players.values()) for (const player of set) player.close();
    this.players.clear();
    const live = [...this.authorised.keys()];
    this.authorised.clear();
    await Promise.all([...live.map((name) => this.finish(name)), ...this.finishing]);
    await this.nms?.stop();
    this.nms = null;
  }
}
