// Vitest global setup for e2e: build the client once so the browser tests walk the real built site.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDist: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'qiulive-dist-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('clientDist', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
