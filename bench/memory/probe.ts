// Loaded into the measured server (node --import) to answer the bench over IPC: the process's memory by kind, and
// a heap snapshot on demand. Nothing here changes the server; it only reads.
import { writeHeapSnapshot } from 'node:v8';

/** PGlite's WebAssembly memory in the server (server/db/client.ts registers the reader), 0 when absent. */
const pgliteMemory = () => {
  const read = (globalThis as Record<symbol, unknown>)[Symbol.for('qiulive.pgliteMemoryBytes')];
  return typeof read === 'function' ? (read as () => number)() : 0;
};

process.on('message', (m: { t: string; file?: string }) => {
  if (m.t === 'memory') {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const u = process.memoryUsage();
    process.send?.({
      t: 'memory',
      rss: u.rss,
      heapUsed: u.heapUsed,
      heapTotal: u.heapTotal,
      external: u.external,
      arrayBuffers: u.arrayBuffers,
      wasm: pgliteMemory(),
    });
  }
  if (m.t === 'snapshot' && m.file) {
    process.send?.({ t: 'snapshot', file: writeHeapSnapshot(m.file) });
  }
});
