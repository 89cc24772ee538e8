// The site's own player code for the latency bench's page: src/features/room/player/attach-stream.ts (flv.js,
// the live-edge chase, the players loaded on demand) bundled by Vite into one script that sets
// window.__sitePlayer, so the bench measures what a room page plays rather than a copy of it.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(
  new URL('../../src/features/room/player/attach-stream.ts', import.meta.url),
);

export async function sitePlayerBundle(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      // An IIFE has one file: the players' dynamic imports are inlined into it.
      lib: { entry: ENTRY, formats: ['iife'], name: '__sitePlayer' },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((c) => c.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('video-latency: the player bundle is empty');
  return chunk.code;
}
