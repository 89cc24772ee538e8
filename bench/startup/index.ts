// How long `npm start` takes, from nothing to a 200 on /healthz: first start (build, new database, seed) and restart.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResult } from '../result';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Spawns a command and measures the time until url answers 200 (or the command exits, or 180 s pass). */
async function timeUntilHealthy(cmd: string, args: string[], env: NodeJS.ProcessEnv, url?: string) {
  const start = performance.now();
  const child = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    if (!url) {
      await exited;
      return performance.now() - start;
    }
    const deadline = start + 180_000;
    while (performance.now() < deadline) {
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - start;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${url} not healthy within 180 s`);
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'qiulive-bench-data-'));
try {
  const port = await freePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const health = `http://127.0.0.1:${port}/healthz`;
  // Baseline: starting the TypeScript runner itself, which every start pays.
  const tsxMs = await timeUntilHealthy('npx', ['tsx', '-e', '0'], {});
  const firstStartMs = await timeUntilHealthy('npm', ['start'], env, health);
  const restartMs = await timeUntilHealthy('npm', ['start'], env, health);
  const serverOnlyMs = await timeUntilHealthy('npx', ['tsx', 'server/main.ts'], env, health);
  writeResult({
    name: 'startup',
    figures: {
      firstStartMs: Math.round(firstStartMs),
      restartMs: Math.round(restartMs),
      serverOnlyRestartMs: Math.round(serverOnlyMs),
      firstStartOverBaseline: Number((firstStartMs / tsxMs).toFixed(1)),
    },
    baseline: { tsxStartMs: Math.round(tsxMs) },
    target: 'npm start (build, new database, migrations, seed) answers /healthz within 90 s',
    met: firstStartMs < 90_000,
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
