// Finding ffmpeg and running it as a child that always stops: SIGTERM (ffmpeg then closes its files
// cleanly, playlists get their end tag), SIGKILL if it has not gone a few seconds later.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * Binaries that printed their version once in this process. Every app built (a test suite builds dozens) asked
 * ffmpeg again, ~150 ms of spawnSync each on the event loop; a binary that answered keeps answering.
 */
const answered = new Set<string>();

const works = (file: string) => {
  if (answered.has(file)) return true;
  // A binary that cannot even print its version (broken install) counts as missing.
  const ok = spawnSync(file, ['-version'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  if (ok) answered.add(file);
  return ok;
};

/** The ffmpeg binary to use: the configured path, the first on PATH for 'auto', or null (off / not found). */
export function findFfmpeg(setting: string, envPath = process.env.PATH ?? ''): string | null {
  if (setting === 'off') return null;
  const candidates =
    setting === 'auto'
      ? envPath
          .split(path.delimiter)
          .filter(Boolean)
          .map((dir) => path.join(dir, 'ffmpeg'))
      : [setting];
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      if (works(file)) return file;
    } catch {
      // not here; try the next
    }
  }
  return null;
}

export interface FfmpegRun {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed) once the process has gone. */
  exited: Promise<number | null>;
  /** Stops it: SIGTERM, then SIGKILL after `killAfterMs`; resolves when it has gone. */
  stop(killAfterMs?: number): Promise<number | null>;
}

/** Starts ffmpeg with its stderr kept short (the last lines explain a failure). */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  onError?: (lastLines: string) => void,
): FfmpegRun {
  const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
  });
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (err) => {
      tail += String(err);
      resolve(null);
    });
    child.once('exit', (code) => resolve(code));
  }).then((code) => {
    if (!stopping && code !== 0 && onError) onError(tail.trim());
    return code;
  });
  return {
    child,
    exited,
    stop(killAfterMs = 4000) {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        timer.unref();
        void exited.then(() => clearTimeout(timer));
      }
      return exited;
    },
  };
}
