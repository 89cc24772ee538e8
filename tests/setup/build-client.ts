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
  // The server's drawing of the first paint (npm run build's second step), beside the client as the server looks
  // for it (server/http/prerender.ts: <static dir>-ssr).
  const ssrDir = `${outDir}-ssr`;
  // Vitest runs with NODE_ENV=test, and Vite keeps a NODE_ENV it finds: the build came out with React's and
  // XState's development code, so StrictMode mounted every effect twice (the slider fetched two challenges and
  // showed the second while the test solved the first: the accounts suite's "SMS after the slider" flake).
  // The browser tests walk what `npm start` serves: the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    await build({
      configFile: 'vite.ssr.config.ts',
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: ssrDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('clientDist', outDir);
  return () =>
    Promise.all([
      rm(outDir, { recursive: true, force: true }),
      rm(ssrDir, { recursive: true, force: true }),
    ]).then(() => undefined);
}
