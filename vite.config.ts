// Vite build of the React client: React + Tailwind 4, output in dist/, dev proxy to the Node back end.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

// Build-time slimming of contract/calls/* for the browser. A call (contract/call.ts) carries zod schemas for its
// params, query, body and answer: the server validates with them and OpenAPI is generated from them, but the client
// only reads where a call goes (host, method, path, the query's field names, the body's encoding). Bundled as they
// are, the calls of a first view brought zod and every schema they build (~60 KB compressed on / and /football).
//
// So in the client build each contract/calls module is evaluated once in Node (the contract stays the one source of
// truth; nothing is written twice) and replaced by a facade: every call export becomes a plain object of the fields
// the client reads; any other export (a shared schema, a helper) is re-exported from the untouched module, which is
// marked side-effect free so it is bundled only where such an export is really used.

// contract/*-shapes.ts (light shapes of schemas, for checks without zod) go the same way: every export is plain data.
const CALL_MODULE = /\/contract\/(calls\/[^/]+|[^/]+-shapes)\.ts$/;
const SHAPES_MODULE = /-shapes\.ts$/;
const FULL = '?contract-full';

/** The fields of a call the client reads (src/api/request.ts, conditional.ts, admin calls). */
const CLIENT_FIELDS = [
  'host',
  'method',
  'path',
  'auth',
  'changesState',
  'encoding',
  'wire',
  'successMsg',
];

const isCall = (value: unknown): value is Record<string, unknown> & { query?: { shape: object } } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { host?: unknown }).host === 'string' &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string' &&
  'response' in value;

/** One call as the client needs it: its routing fields, and its query's field names (partsOf reads the keys). */
function clientCall(call: Record<string, unknown> & { query?: { shape: object } }) {
  const out: Record<string, unknown> = {};
  for (const field of CLIENT_FIELDS) if (call[field] !== undefined) out[field] = call[field];
  if (call.query)
    out.query = { shape: Object.fromEntries(Object.keys(call.query.shape).map((k) => [k, 0])) };
  return out;
}

/** Numbers, strings, booleans, null and plain arrays and objects of them: written into the facade as they are. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isPlainData);
}

/** Evaluates a contract module in Node at build time (tsx's loader, registered once per build: each module is then
 *  evaluated once, its imports shared). */
let registered: Promise<void> | undefined;
async function contractModule(file: string) {
  registered ??= import('tsx/esm/api').then(({ register }) => {
    register();
  });
  await registered;
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

const ERRORS_IMPORT =
  /^import\s*\{\s*errors\s*\}\s*from\s*['"](?:\.\.\/)+contract\/errors['"];?\n?/m;
const ERROR_FIELD = /\berrors\.(\w+)\.(code|status|msg)\b/g;

/**
 * The client reads single fields of the error table (contract/errors.ts, 350 lines of codes and messages): a
 * module's `errors.channelUnknown.code` becomes the literal 42002 in the client build, and a module that reads
 * nothing else from the table no longer imports it.
 */
function errorFieldsForClient(): Plugin {
  let table: Record<string, Record<string, unknown>> | undefined;
  return {
    name: 'qiulive-error-fields',
    apply: 'build',
    // On the module as written, before its import lines are rewritten.
    enforce: 'pre',
    async transform(code, id, options) {
      if (
        options?.ssr ||
        !/\/(src|streams|machines)\/.*\.tsx?$/.test(id) ||
        !ERRORS_IMPORT.test(code)
      )
        return null;
      table ??= (
        await contractModule(fileURLToPath(new URL('./contract/errors.ts', import.meta.url)))
      ).errors as typeof table;
      const inlined = code.replace(ERROR_FIELD, (whole, name: string, field: string) => {
        const value = table?.[name]?.[field];
        return value === undefined ? whole : JSON.stringify(value);
      });
      if (inlined === code) return null;
      const rest = inlined.replace(ERRORS_IMPORT, '');
      return { code: /\berrors\b/.test(rest) ? inlined : rest, map: null };
    },
  };
}

function contractCallsForClient(): Plugin {
  return {
    name: 'qiulive-contract-calls',
    apply: 'build',
    async resolveId(source, importer) {
      // Inside an untouched module, another calls module is untouched too: its schemas may be built upon.
      const wantsFull = source.endsWith(FULL) || importer?.endsWith(FULL);
      if (!wantsFull) return null;
      const bare = source.endsWith(FULL) ? source.slice(0, -FULL.length) : source;
      const resolved = await this.resolve(bare, importer?.replace(FULL, ''), { skipSelf: true });
      if (!resolved || !CALL_MODULE.test(resolved.id))
        return source.endsWith(FULL) ? null : resolved;
      return { id: `${resolved.id}${FULL}`, moduleSideEffects: false };
    },
    async load(id, options) {
      // A server-side build (prerendering) keeps the contract whole.
      if (options?.ssr) return null;
      if (id.endsWith(FULL)) {
        const file = id.slice(0, -FULL.length);
        this.addWatchFile(file);
        // The module as written; the .ts transform applies to it as to any other.
        return { code: await readFile(file, 'utf8'), moduleSideEffects: false };
      }
      if (!CALL_MODULE.test(id)) return null;
      const exports = await contractModule(id);
      const lines: string[] = [];
      const passOn: string[] = [];
      for (const [name, value] of Object.entries(exports)) {
        if (name === 'default') continue;
        if (isCall(value))
          lines.push(`export const ${name} = ${JSON.stringify(clientCall(value))};`);
        else if (isPlainData(value)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
        else passOn.push(name);
      }
      // A shapes module re-exported whole would bring zod back to the first view: the build stops instead.
      if (passOn.length && SHAPES_MODULE.test(id))
        throw new Error(`${id}: ${passOn.join(', ')} not plain data`);
      if (passOn.length)
        lines.push(`export { ${passOn.join(', ')} } from ${JSON.stringify(`${id}${FULL}`)};`);
      return { code: lines.join('\n'), moduleSideEffects: false };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contractCallsForClient(),
    errorFieldsForClient(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Building a zod schema has no effect beyond the schema: one nobody reads is left out of the bundle (the
      // contract modules the client imports for a helper or a call bring only what it uses).
      treeshake: { manualPureFunctions: ['z', 'defineCall', 'defineAdminCall'] },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs, whatever it shows: React, the router and the data cache, one file.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/,
              priority: 2,
            },
            // The live layer every page with scores or rooms opens: RxJS and socket.io's client.
            {
              name: 'live',
              test: /node_modules[\\/](rxjs|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/,
              priority: 1,
            },
          ],
          // A shared module of a few hundred bytes is not worth a round trip on a phone: copied into its importers.
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
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
