// The app's link to its media server: the publish gate rooms answer (key check, live, stopped, recorded),
// the grace timers of rooms whose stream stopped, and the start-up sweep of rooms left live by a crash.
import type { FastifyInstance } from 'fastify';
import type { FinishedRecording, MediaServer, PublishGate } from '../../providers/media/types';
import {
  downRoom,
  type LifecycleDeps,
  publishedRoom,
  roomOfStream,
  roomsToSweep,
  unpublishedRoom,
} from './lifecycle';
import { findRoom, type Room } from './rooms';

/** Keeps a finished recording of a room (the playback module's replayRecorded). */
export type RecordingKeeper = (room: Room, recording: FinishedRecording) => Promise<unknown>;

import { streamKeyMatches } from './stream-key';

type Log = FastifyInstance['log'];

export class MediaLink implements PublishGate {
  /** The embedded server when this process runs one; null with MEDIA=external or off. */
  server: MediaServer | null = null;
  private readonly graceTimers = new Map<number, NodeJS.Timeout>();
  /** The match each stream's current publish began with: its recording's replay is of that match, even
   *  if the room moved on to the next one before the publish ended. */
  private readonly matchAtStart = new Map<string, Pick<Room, 'matchId' | 'matchType'>>();

  constructor(
    private readonly deps: LifecycleDeps,
    private readonly graceMs: number,
    private readonly log: Log,
    /** Whether live HLS exists when an external cluster serves it. */
    private readonly externalHls: boolean,
    private readonly keep: RecordingKeeper,
  ) {}

  /** Whether players get an HLS URL (the embedded server found ffmpeg, or the cluster makes HLS). */
  get hls() {
    return this.server ? this.server.hls : this.externalHls;
  }

  async authorize(streamName: string, key: string) {
    const room = await roomOfStream(this.deps.db, streamName);
    // Refused while offline: the anchor presses 开播 first (see contract/room-lifecycle.ts).
    return Boolean(room && room.status !== 'offline' && streamKeyMatches(room.streamKeyHash, key));
  }

  async started(streamName: string) {
    const room = await roomOfStream(this.deps.db, streamName);
    if (!room) return;
    this.matchAtStart.set(streamName, { matchId: room.matchId, matchType: room.matchType });
    this.clearGrace(room.id);
    const live = await publishedRoom(this.deps, room);
    // 下播 landed between the key check and now: the stream has no room to be live in.
    if (!live) this.server?.kick(streamName);
  }

  async stopped(streamName: string) {
    const room = await roomOfStream(this.deps.db, streamName);
    if (!room) return;
    const waiting = await unpublishedRoom(this.deps, room);
    if (waiting?.unpublishedAt) this.startGrace(waiting, this.graceMs);
  }

  async recorded(recording: FinishedRecording) {
    const room = await roomOfStream(this.deps.db, recording.streamName);
    const atStart = this.matchAtStart.get(recording.streamName);
    this.matchAtStart.delete(recording.streamName);
    if (room) await this.keep(atStart ? { ...room, ...atStart } : room, recording);
  }

  /** After `delayMs`, the room goes offline unless its stream came back (its unpublishedAt changed). */
  startGrace(room: Room, delayMs: number) {
    this.clearGrace(room.id);
    const since = room.unpublishedAt;
    if (!since) return;
    const timer = setTimeout(
      () => {
        this.graceTimers.delete(room.id);
        void this.expire(room.id, since);
      },
      Math.max(0, delayMs),
    );
    timer.unref();
    this.graceTimers.set(room.id, timer);
  }

  private async expire(roomId: number, since: Date) {
    try {
      const room = await findRoom(this.deps.db, roomId).catch(() => null);
      if (room?.status === 'waiting' && room.unpublishedAt?.getTime() === since.getTime()) {
        await downRoom(this.deps, room, 'GRACE_EXPIRED', room.unpublishedAt);
        this.log.info({ roomId }, 'room: stream did not come back, room is offline');
      }
    } catch (err) {
      this.log.error({ err, roomId }, 'room: grace expiry failed');
    }
  }

  clearGrace(roomId: number) {
    const timer = this.graceTimers.get(roomId);
    if (timer) clearTimeout(timer);
    this.graceTimers.delete(roomId);
  }

  /**
   * On start: rooms still live without a publisher here (the process that had it died) begin their
   * grace period now; rooms already in one get a timer for what is left of it, or go offline at once.
   */
  async sweep() {
    const { live, graced } = await roomsToSweep(this.deps.db);
    // Only the embedded server knows its publishers; an external cluster calls on_publish again itself.
    for (const room of this.server ? live : []) {
      if (this.server?.isPublishing(room.streamName)) continue;
      const waiting = await unpublishedRoom(this.deps, room);
      if (waiting) this.startGrace(waiting, this.graceMs);
    }
    for (const room of graced) {
      const left = (room.unpublishedAt?.getTime() ?? 0) + this.graceMs - Date.now();
      // A grace that ran out while no process watched it ends now, before start-up goes on: whatever
      // reads the rooms next (the demo streams, a publish) sees them as they are.
      if (left <= 0 && room.unpublishedAt) await this.expire(room.id, room.unpublishedAt);
      else this.startGrace(room, left);
    }
  }

  close() {
    for (const timer of this.graceTimers.values()) clearTimeout(timer);
    this.graceTimers.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The room module's link to the media server (server/modules/room/media-link.ts). */
    media: MediaLink;
  }
}
