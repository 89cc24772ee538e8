// Pushes a pre-encoded FLV to RTMP through ffmpeg's stdin: in real time until the server's recorder is
// attached (the live HLS playlist answers), then at `speed` times real time (no -re), then ends.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Push {
  /** Resolves with ffmpeg's exit code and the moment it exited (the broadcast's end). */
  exited: Promise<{ code: number | null; at: number }>;
  /** When the fast phase began. */
  fastSince: Promise<number>;
}

export function pushFlv(
  ffmpeg: string,
  file: string,
  contentSeconds: number,
  url: string,
  recorderAttached: () => Promise<boolean>,
  /** Content seconds per second in the fast phase (Infinity: unthrottled). */
  speed: number,
): Push {
  const child = spawn(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'flv',
      '-i',
      'pipe:0',
      '-c',
      'copy',
      '-f',
      'flv',
      url,
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  const fastSince = (async () => {
    const data = await readFile(file);
    const bytesPerSecond = data.length / contentSeconds;
    const stdin = child.stdin!;
    stdin.on('error', () => {});
    const write = (chunk: Buffer) =>
      new Promise<void>((resolve) =>
        stdin.write(chunk) ? resolve() : stdin.once('drain', resolve),
      );
    // Real time, a second ahead, until the recorder is attached (checked every 200 ms).
    const started = performance.now();
    let offset = 0;
    let lastCheck = 0;
    for (;;) {
      const now = performance.now();
      const due = Math.min(data.length, Math.floor(bytesPerSecond * ((now - started) / 1000 + 1)));
      if (due > offset) {
        await write(data.subarray(offset, due));
        offset = due;
      }
      if (now - lastCheck > 200) {
        lastCheck = now;
        if (await recorderAttached()) break;
      }
      if (now - started > 30_000) throw new Error('the recorder never attached');
      await sleep(20);
    }
    const fast = performance.now();
    const fastFrom = offset;
    for (let at = offset; at < data.length; at += 1 << 16) {
      await write(data.subarray(at, Math.min(data.length, at + (1 << 16))));
      const ahead = (at - fastFrom) / bytesPerSecond / speed - (performance.now() - fast) / 1000;
      if (ahead > 0.05) await sleep(ahead * 1000);
    }
    stdin.end();
    return fast;
  })();
  return { exited, fastSince };
}
