// Vite build of the React client: React + Tailwind 4, output in dist/, dev proxy to the Node back end.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://localhost:3000';

/** Text files worth compressing; pictures and fonts that are compressed already are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|map|ico)$/;
/** Below this a file's headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes x.br (brotli 11) and x.gz (gzip 9) beside each built text file once, at build time, so the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing per request or not at all.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'qiulive-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if ((await stat(path)).size < MIN_BYTES) continue;
        jobs.push(
          readFile(path).then(async (raw) => {
            const [br, gzipped] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gz(raw, { level: 9 }),
            ]);
            // A copy that is not smaller is not worth a stat per request.
            if (br.length < raw.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // Same origin in dev, so the auth cookie and the accessToken header work as in production.
    proxy: {
      '/gw': backend,
      '/media': backend,
      '/healthz': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
