// The demo rooms' picture: one short loop (test picture and tone, H.264/AAC in FLV) encoded once into
// DATA_DIR and reused across starts, then pushed per room with stream copy: ffmpeg only repackages it,
// so a live demo room costs next to no CPU (the old per-room live encode cost a tenth of a core each).
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../../providers/media/ffmpeg';

/** Bump when the loop's arguments change: a new name makes the next start encode it again. */
const LOOP_VERSION = 1;
/** Long enough that the picture visibly moves, short enough to encode in a second or two. */
const LOOP_SECONDS = 6;

/** ffmpeg arguments that encode the loop: 640x360, 15 fps, one keyframe a second, ~250 kb/s. */
export function loopEncodeArgs(file: string) {
  return [
    ...['-f', 'lavfi', '-i', `testsrc=size=640x360:rate=15:duration=${LOOP_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${LOOP_SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '15'],
    ...['-b:v', '250k', '-maxrate', '250k', '-bufsize', '500k'],
    ...['-c:a', 'aac', '-b:a', '48k', '-shortest', '-y', '-f', 'flv', file],
  ];
}

/** ffmpeg arguments of one room's push: the loop forever at its own pace, copied, never re-encoded. */
export function loopPushArgs(loop: string, url: string) {
  return ['-stream_loop', '-1', '-re', '-i', loop, '-c', 'copy', '-f', 'flv', url];
}

/** The loop's file under `dir`, encoded now unless an earlier start already made it. */
export async function ensureDemoLoop(ffmpeg: string, dir: string): Promise<string> {
  const file = path.join(dir, `demo-loop-v${LOOP_VERSION}.flv`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  // Written beside it and renamed: a start killed mid-encode leaves no half loop behind to reuse.
  const partial = `${file}.part`;
  let failure = '';
  const code = await runFfmpeg(ffmpeg, loopEncodeArgs(partial), (lines) => {
    failure = lines;
  }).exited;
  if (code !== 0) {
    await rm(partial, { force: true });
    throw new Error(`demo loop encode failed: ${failure || `exit ${code}`}`);
  }
  await rename(partial, file);
  return file;
}
