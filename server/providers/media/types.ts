// The media seam: what a media server asks of the app (may this key publish, a stream started or stopped,
// a recording is ready) and what the app asks of it. The embedded server and the SRS hooks both use it.

/** The app's side: rooms decide who may publish and follow the streams' comings and goings. */
export interface PublishGate {
  /** Whether this secret may publish this stream now: the room's own key, and the room is up. */
  authorize(streamName: string, key: string): Promise<boolean>;
  /** An authorised publish began. */
  started(streamName: string): Promise<void>;
  /** The authorised publish ended (the room waits out its grace period). */
  stopped(streamName: string): Promise<void>;
  /** A publish was recorded and is ready to play back as HLS VOD. */
  recorded(recording: FinishedRecording): Promise<void>;
}

export interface FinishedRecording {
  streamName: string;
  /** The playlist, relative to the media directory (recordings/<stream>/<start>/index.m3u8). */
  playlist: string;
  /** A poster frame, relative to the media directory; empty when none could be taken. */
  cover: string;
  durationMs: number;
  startedAt: number;
}

/** The media server's side, as the app's routes and lifecycle use it. */
export interface MediaServer {
  /** The RTMP port anchors push to. */
  readonly rtmpPort: number;
  /** Whether live HLS renditions are made (ffmpeg found). */
  readonly hls: boolean;
  /** Whether the stream has an authorised publisher right now. */
  isPublishing(streamName: string): boolean;
  /** Ends the stream's publish (下播, or a rotated key). */
  kick(streamName: string): void;
  /** Attaches an HTTP-FLV player; false when the stream is not (or not yet) authorised. */
  playFlv(
    streamName: string,
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
  ): boolean;
  stop(): Promise<void>;
}

/** The path segment of a stream: the room's public name, letters, digits, _ and - only. */
export const STREAM_NAME = /^[A-Za-z0-9_-]{1,64}$/;
