// What ffmpeg makes of a live stream while it is published: a short-window HLS rendition for players
// without MSE, and a recording (HLS, every segment kept) that becomes a playback record when it ends.
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type FfmpegRun, runFfmpeg } from './ffmpeg';
import type { FinishedRecording } from './types';

/** Recordings shorter than this are dropped (a publish that failed at once, an OBS test). */
export const MIN_RECORDING_MS = 3_000;

export const liveHlsDir = (streamName: string) => path.join('live', streamName);

interface Running {
  run: FfmpegRun;
  /** Null when the stream is not recorded. */
  recordingDir: string | null;
  startedAt: number;
}

export interface RenditionsOptions {
  ffmpeg: string;
  /** The media directory (MEDIA_DIR). */
  dir: string;
  /** Where ffmpeg pulls the stream from (loopback RTMP of the embedded server). */
  sourceUrl(streamName: string): string;
  log: { warn(obj: object, msg: string): void };
}

/** Sum of the playlist's segment durations, in ms. */
export function playlistDurationMs(playlist: string): number {
  let seconds = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([\d.]+)/gm)) seconds += Number(match[1]);
  return Math.round(seconds * 1000);
}

export class Renditions {
  private readonly running = new Map<string, Running>();

  constructor(private readonly options: RenditionsOptions) {}

  /** Starts the HLS rendition and (unless `record` is false) the recording of a stream that has just
   *  been authorised. */
  async start(streamName: string, { record = true } = {}): Promise<void> {
    if (this.running.has(streamName)) return;
    const { dir } = this.options;
    const startedAt = Date.now();
    const live = path.join(dir, liveHlsDir(streamName));
    const recordingDir = path.join('recordings', streamName, String(startedAt));
    const recording = path.join(dir, recordingDir);
    await rm(live, { recursive: true, force: true });
    await mkdir(live, { recursive: true });
    if (record) await mkdir(recording, { recursive: true });
    const run = runFfmpeg(
      this.options.ffmpeg,
      [
        '-rw_timeout',
        '10000000',
        '-i',
        this.options.sourceUrl(streamName),
        // Live: one-second segments in a short window, old ones deleted.
        ...['-map', '0', '-c', 'copy', '-f', 'hls', '-hls_time', '1', '-hls_list_size', '6'],
        ...['-hls_flags', 'delete_segments+independent_segments'],
        ...['-hls_segment_filename', path.join(live, 's%d.ts'), path.join(live, 'index.m3u8')],
        // Recording: every segment kept; an event playlist is playable even if we die mid-way.
        ...(record
          ? [
              ...['-map', '0', '-c', 'copy', '-f', 'hls', '-hls_time', '4', '-hls_list_size', '0'],
              ...['-hls_playlist_type', 'event'],
              ...['-hls_segment_filename', path.join(recording, 's%d.ts')],
              path.join(recording, 'index.m3u8'),
            ]
          : []),
      ],
      (lines) =>
        this.options.log.warn({ streamName, ffmpeg: lines }, 'media: HLS/recording ffmpeg failed'),
    );
    this.running.set(streamName, { run, recordingDir: record ? recordingDir : null, startedAt });
  }

  /**
   * Stops the stream's ffmpeg, removes the live rendition and returns the finished recording, if any. The
   * stream is detached at once (before the first await): a publish that comes straight back starts its own.
   */
  async stop(streamName: string): Promise<FinishedRecording | null> {
    const running = this.running.get(streamName);
    if (!running) return null;
    this.running.delete(streamName);
    await running.run.stop();
    // A publish that came back meanwhile writes the live rendition again: it is its now.
    if (!this.running.has(streamName))
      await rm(path.join(this.options.dir, liveHlsDir(streamName)), {
        recursive: true,
        force: true,
      });
    return running.recordingDir === null
      ? null
      : this.finishRecording(streamName, running.recordingDir, running.startedAt);
  }

  async stopAll(): Promise<FinishedRecording[]> {
    const done = await Promise.all([...this.running.keys()].map((name) => this.stop(name)));
    return done.filter((r): r is FinishedRecording => r !== null);
  }

  isRunning(streamName: string) {
    return this.running.has(streamName);
  }

  private async finishRecording(streamName: string, recordingDir: string, startedAt: number) {
    const dir = path.join(this.options.dir, recordingDir);
    const file = path.join(dir, 'index.m3u8');
    const playlist = existsSync(file) ? await readFile(file, 'utf8') : '';
    const durationMs = playlistDurationMs(playlist);
    if (durationMs < MIN_RECORDING_MS) {
      await rm(dir, { recursive: true, force: true });
      return null;
    }
    // A killed ffmpeg leaves no end tag; without it players treat the VOD as a live event.
    if (!playlist.includes('#EXT-X-ENDLIST')) await appendFile(file, '#EXT-X-ENDLIST\n');
    const cover = await this.posterFrame(file, path.join(dir, 'cover.jpg'));
    return {
      streamName,
      playlist: path.join(recordingDir, 'index.m3u8'),
      cover: cover ? path.join(recordingDir, 'cover.jpg') : '',
      durationMs,
      startedAt,
    };
  }

  private async posterFrame(playlist: string, out: string): Promise<boolean> {
    const run = runFfmpeg(this.options.ffmpeg, [
      '-y',
      ...['-ss', '1', '-i', playlist, '-frames:v', '1', '-vf', 'scale=320:-2', out],
    ]);
    const timer = setTimeout(() => void run.stop(1000), 10_000);
    const code = await run.exited;
    clearTimeout(timer);
    return code === 0 && existsSync(out);
  }
}
