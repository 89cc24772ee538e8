// Cuts one span of a replay's HLS VOD into an MP4 by stream copy, with a 320-px JPEG of the event's moment.
import { existsSync } from 'node:fs';
import {
  type FileHandle,
  mkdir,
  open,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../../providers/media/ffmpeg';

/** What the /media route serves: every path part and file name is made of these. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const DEFAULT_TIMEOUT_MS = 60_000;

export interface CutClipOptions {
  /** The ffmpeg binary. */
  ffmpeg: string;
  mediaDir: string;
  /** The replay's playlist, relative to mediaDir (recordings/<stream>/<start>/index.m3u8 or replay.m3u8). */
  playlist: string;
  startMs: number;
  durationMs: number;
  /** The event's moment on the replay's time axis: where the thumbnail is taken. */
  eventOffsetMs: number;
  /** Directory under mediaDir, e.g. clips/<matchId>. */
  outDir: string;
  /** File name without extension, e.g. c<clipId>. */
  name: string;
  signal?: AbortSignal;
  /** Each ffmpeg run is stopped after this long, so a stuck one never stalls the queue. */
  timeoutMs?: number;
}

export interface CutClip {
  /** The MP4 and JPEG, relative to mediaDir. */
  file: string;
  cover: string;
  durationMs: number;
  sizeBytes: number;
}

/** The replay's media is not there (expired or deleted): retrying cannot help. */
export class ClipSourceMissing extends Error {
  constructor(playlist: string) {
    super(`replay playlist missing: ${playlist}`);
    this.name = 'ClipSourceMissing';
  }
}

export class ClipCutAborted extends Error {
  constructor() {
    super('clip cut aborted');
    this.name = 'ClipCutAborted';
  }
}

const seconds = (ms: number) => (Math.max(0, ms) / 1000).toFixed(3);

/**
 * Input seeking within a segment. None at its very start: there the audio begins a few ms before the
 * video's first keyframe, and a seek to a time before that keyframe lands on the next one, seconds later.
 */
const seekTo = (ms: number) => (ms < 250 ? [] : ['-ss', seconds(ms)]);

/** Runs ffmpeg to the end, rejecting on a non-zero exit, on `signal`, or after `timeoutMs`. */
async function ffmpegOnce(
  ffmpeg: string,
  args: string[],
  signal: AbortSignal | undefined,
  timeoutMs: number,
) {
  if (signal?.aborted) throw new ClipCutAborted();
  let lastLines = '';
  const run = runFfmpeg(ffmpeg, args, (lines) => {
    lastLines = lines;
  });
  let why: 'aborted' | 'timeout' | null = null;
  const onAbort = () => {
    why = 'aborted';
    void run.stop(2000);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    why = 'timeout';
    void run.stop(2000);
  }, timeoutMs);
  try {
    const code = await run.exited;
    if (why === 'aborted') throw new ClipCutAborted();
    if (why === 'timeout') throw new Error(`ffmpeg timed out after ${timeoutMs} ms`);
    if (code !== 0) throw new Error(`ffmpeg exited ${code}: ${lastLines.slice(-300)}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Reads `length` bytes at `position`, or fewer at the end of the file. */
async function readAt(file: FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The MP4's duration as its movie header (mvhd) gives it, edit lists applied, read in-process rather
 * than by a further ffprobe run; null when the file has none.
 */
export async function mp4DurationMs(mp4: string): Promise<number | null> {
  const file = await open(mp4, 'r');
  try {
    const size = (await file.stat()).size;
    for (let at = 0; at + 8 <= size; ) {
      const head = await readAt(file, at, 16);
      let boxSize = head.readUInt32BE(0);
      let headerSize = 8;
      if (boxSize === 1) {
        boxSize = Number(head.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) boxSize = size - at;
      if (boxSize < headerSize) return null;
      if (head.toString('latin1', 4, 8) === 'moov') {
        const moov = await readAt(file, at + headerSize, Math.min(boxSize - headerSize, 1 << 24));
        for (let i = 0; i + 8 <= moov.length; ) {
          const childSize = moov.readUInt32BE(i);
          if (childSize < 8) return null;
          if (moov.toString('latin1', i + 4, i + 8) === 'mvhd') {
            const body = moov.subarray(i + 8, i + childSize);
            const v1 = body[0] === 1;
            const timescale = body.readUInt32BE(v1 ? 20 : 12);
            const duration = v1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
            return timescale > 0 ? Math.round((duration * 1000) / timescale) : null;
          }
          i += childSize;
        }
        return null;
      }
      at += boxSize;
    }
    return null;
  } finally {
    await file.close();
  }
}

export interface PlaylistSegment {
  uri: string;
  /** Where it begins on the playlist's time axis (the sum of the EXTINF before it). */
  startMs: number;
  durationMs: number;
  /** Counts the #EXT-X-DISCONTINUITY tags before it: one part per publish of a joined replay. */
  part: number;
}

/** The media segments of an HLS media playlist, in order. */
export function playlistSegments(text: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let at = 0;
  let part = 0;
  let extinf: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) extinf = Number.parseFloat(line.slice(8)) * 1000;
    else if (line === '#EXT-X-DISCONTINUITY') part += 1;
    else if (line && !line.startsWith('#') && extinf !== null) {
      const durationMs = Number.isFinite(extinf) ? Math.max(0, extinf) : 0;
      segments.push({ uri: line, startMs: at, durationMs, part });
      at += durationMs;
      extinf = null;
    }
  }
  return segments;
}

function spanPlaylist(segments: PlaylistSegment[], inputDir: string) {
  const target = Math.ceil(Math.max(...segments.map((s) => s.durationMs)) / 1000);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...segments.flatMap((s) => [
      `#EXTINF:${(s.durationMs / 1000).toFixed(6)},`,
      path.resolve(inputDir, s.uri),
    ]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

export async function cutClip(options: CutClipOptions): Promise<CutClip> {
  const { ffmpeg, mediaDir, playlist, startMs, durationMs, eventOffsetMs, outDir, name, signal } =
    options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe clip name: ${name}`);
  if (!outDir.split('/').every((part) => SAFE_NAME.test(part)))
    throw new Error(`unsafe clip directory: ${outDir}`);
  if (!(durationMs > 0)) throw new Error(`empty clip span: ${durationMs} ms`);

  const root = path.resolve(mediaDir);
  const input = path.resolve(root, playlist);
  if (!input.startsWith(`${root}${path.sep}`))
    throw new Error(`playlist outside media: ${playlist}`);
  if (!existsSync(input)) throw new ClipSourceMissing(playlist);

  // A joined replay's later parts restart their timestamps after each #EXT-X-DISCONTINUITY, where
  // ffmpeg's HLS seek goes wrong: the cut reads a playlist of its own, of the event's part's segments only.
  const segments = playlistSegments(await readFile(input, 'utf8'));
  if (segments.length === 0) throw new ClipSourceMissing(playlist);
  const eventAt = Math.max(0, eventOffsetMs);
  const eventSegment = segments.findLast((s) => s.startMs <= eventAt) ?? segments[0]!;
  const part = segments.filter((s) => s.part === eventSegment.part);
  const partEnd = part.at(-1)!.startMs + part.at(-1)!.durationMs;
  const spanStart = Math.max(startMs, part[0]!.startMs);
  const spanEnd = Math.min(startMs + durationMs, partEnd);
  if (spanEnd <= spanStart)
    throw new Error(`clip span outside the replay: ${startMs}+${durationMs} ms`);
  const chosen = part.filter((s) => s.startMs + s.durationMs > spanStart && s.startMs < spanEnd);
  const inputDir = path.dirname(input);

  const dir = path.join(root, outDir);
  await mkdir(dir, { recursive: true });
  const mp4 = path.join(dir, `${name}.mp4`);
  const jpg = path.join(dir, `${name}.jpg`);
  // Written under other names and renamed at the end: a half-cut file never sits where players look.
  const mp4Part = path.join(dir, `${name}.part.mp4`);
  const jpgPart = path.join(dir, `${name}.part.jpg`);
  const span = path.join(dir, `${name}.part.m3u8`);
  try {
    await writeFile(span, spanPlaylist(chosen, inputDir));
    // One ffmpeg for both files (a run's start-up is most of a stream copy's CPU). The clip: -ss before
    // -i starts at the keyframe before spanStart (HLS segments begin with one); no -avoid_negative_ts, so
    // the MP4's edit list hides the frames between that keyframe and spanStart. The thumbnail: the
    // keyframe that opens the event's segment, a moment (at most one segment) before the goal, the only
    // frame decoded: decoding the segment up to the goal cost as much CPU as the whole copy. (An input
    // seek inside a recorded .ts segment sometimes lands past its last frame, and no picture comes out.)
    const eventFile = path.resolve(inputDir, eventSegment.uri);
    await ffmpegOnce(
      ffmpeg,
      [
        '-y',
        ...seekTo(spanStart - chosen[0]!.startMs),
        ...['-i', span],
        ...['-skip_frame', 'nokey', '-i', eventFile],
        ...['-map', '0:v:0?', '-map', '0:a:0?', '-t', seconds(spanEnd - spanStart), '-c', 'copy'],
        ...['-movflags', '+faststart', mp4Part],
        ...['-map', '1:v:0', '-frames:v', '1'],
        ...['-vf', 'scale=320:-2', '-q:v', '4'],
        ...['-f', 'image2', jpgPart],
      ],
      signal,
      timeoutMs,
    );
    if (!existsSync(jpgPart)) throw new Error('ffmpeg made no thumbnail at the event');
    const measured = await mp4DurationMs(mp4Part);
    await rename(mp4Part, mp4);
    await rename(jpgPart, jpg);
    const { size } = await stat(mp4);
    return {
      file: path.posix.join(outDir, `${name}.mp4`),
      cover: path.posix.join(outDir, `${name}.jpg`),
      durationMs: measured ?? Math.round(spanEnd - spanStart),
      sizeBytes: size,
    };
  } finally {
    await Promise.all([mp4Part, jpgPart, span].map((f) => rm(f, { force: true })));
  }
}
