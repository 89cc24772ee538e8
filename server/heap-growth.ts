// Imported first by server/main.ts. V8 lets the old generation grow to as much as 4× what survived the last full
// GC while a program allocates fast, and gives the pages back only slowly afterwards. The feed's catch-up
// allocates fast for minutes (every match's script, its rows, their JSON): the heap peaked at ~440 MB for
// ~95 MB live, and the process kept ~640 MB RSS after it. Growing by a fixed 25% at most keeps the peak near
// what is alive (measured: peak heap 168 MB, RSS 417 MB after the same catch-up) at the price of more frequent,
// mostly concurrent, full GCs. The flag is read whenever V8 sets the next limit, so setting it here works.
// V8_HEAP_GROWING_PERCENT overrides it; a --heap-growing-percent given to node is left alone.
import { setFlagsFromString } from 'node:v8';

export const DEFAULT_HEAP_GROWING_PERCENT = 25;

const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
  /heap[-_]growing[-_]percent/.test(arg),
);
if (!given) {
  const percent = Number(process.env.V8_HEAP_GROWING_PERCENT) || DEFAULT_HEAP_GROWING_PERCENT;
  setFlagsFromString(`--heap-growing-percent=${Math.max(10, Math.min(300, percent))}`);
}
