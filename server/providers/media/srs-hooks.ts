// The adapter for an external media cluster: SRS http_hooks (JSON) and nginx-rtmp on_publish/on_done
// (form fields) arrive as one shape; SRS's DVR files become HLS VOD recordings with ffmpeg.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { runFfmpeg } from './ffmpeg';
import { MIN_RECORDING_MS, playlistDurationMs } from './renditions';
import { type FinishedRecording, STREAM_NAME } from './types';

export const hookActions = ['on_publish', 'on_unpublish', 'on_dvr'] as const;
export type HookAction = (typeof hookActions)[number];

/** nginx-rtmp's names for the same calls (on_publish → publish, on_publish_done → publish_done). */
const nginxCalls: Record<string, HookAction> = {
  publish: 'on_publish',
  publish_done: 'on_unpublish',
  done: 'on_unpublish',
};

const body = z
  .object({
    action: z.string().optional(),
    call: z.string().optional(),
    // SRS: stream + param ("?key=…"); nginx-rtmp: name + the publish URL's args as fields.
    stream: z.string().optional(),
    name: z.string().optional(),
    param: z.string().optional(),
    key: z.string().optional(),
    app: z.string().optional(),
    cwd: z.string().optional(),
    file: z.string().optional(),
  })
  .passthrough();

export interface HookCall {
  action: HookAction;
  streamName: string;
  key: string;
  /** on_dvr: the recorded file, absolute. */
  file: string | null;
}

/** The hook's action, stream and key, or null when the body is not one we understand. */
export function parseHook(urlAction: string, raw: unknown): HookCall | null {
  const parsed = body.safeParse(raw ?? {});
  if (!parsed.success) return null;
  const b = parsed.data;
  const named = b.action ?? (b.call ? nginxCalls[b.call] : undefined) ?? urlAction;
  const action = hookActions.find((a) => a === named);
  if (!action || action !== urlAction) return null;
  const streamName = (b.stream ?? b.name ?? '').split('?')[0] ?? '';
  if (!STREAM_NAME.test(streamName)) return null;
  const param = b.param ?? (b.stream ?? b.name ?? '').split('?')[1] ?? '';
  const key = b.key ?? new URLSearchParams(param.replace(/^\?/, '')).get('key') ?? '';
  const file = b.file ? path.resolve(b.cwd ?? '/', b.file) : null;
  return { action, streamName, key, file };
}

/** Remuxes an SRS DVR file (FLV/MP4) into an HLS VOD under the media directory; null if too short or failed. */
export async function importDvr(
  ffmpeg: string,
  mediaDir: string,
  streamName: string,
  file: string,
): Promise<FinishedRecording | null> {
  if (!existsSync(file)) return null;
  const startedAt = Date.now();
  const relative = path.join('recordings', streamName, String(startedAt));
  const dir = path.join(mediaDir, relative);
  await mkdir(dir, { recursive: true });
  const playlist = path.join(dir, 'index.m3u8');
  const run = runFfmpeg(ffmpeg, [
    ...['-i', file, '-map', '0', '-c', 'copy', '-f', 'hls', '-hls_time', '4'],
    ...['-hls_list_size', '0', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, 's%d.ts'), playlist],
  ]);
  const code = await run.exited;
  const durationMs = existsSync(playlist)
    ? playlistDurationMs(await readFile(playlist, 'utf8'))
    : 0;
  if (code !== 0 || durationMs < MIN_RECORDING_MS) {
    await rm(dir, { recursive: true, force: true });
    return null;
  }
  const cover = runFfmpeg(ffmpeg, [
    ...['-y', '-ss', '1', '-i', playlist, '-frames:v', '1', '-vf', 'scale=320:-2'],
    path.join(dir, 'cover.jpg'),
  ]);
  const covered = (await cover.exited) === 0;
  return {
    streamName,
    playlist: path.join(relative, 'index.m3u8'),
    cover: covered ? path.join(relative, 'cover.jpg') : '',
    durationMs,
    startedAt,
  };
}
