// Image work yields the CPU to the event loop: the pool's threads and libvips's own threads run at a lower Linux
// priority (nice 10), so on a busy machine the thread that answers every request wins the core whenever it wakes.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

const NICE = 10;
const lowered = new Set<number>();

// Linux's setpriority takes a thread id as well as a process id, and then changes that thread only.
function lower(tid: number) {
  if (lowered.has(tid)) return;
  lowered.add(tid);
  try {
    setPriority(tid, NICE);
  } catch {
    // Not Linux, or not allowed: the work still runs, only without the courtesy.
  }
}

/**
 * Lowers the calling worker thread and every libvips worker thread alive so far (libvips starts
 * them as it needs them, so each task calls this again). Never the main thread: it is the one to favour.
 */
export function yieldCpuToEventLoop() {
  if (isMainThread || process.platform !== 'linux') return;
  try {
    // "<pid>/task/<tid>": this thread's id.
    lower(Number(readlinkSync('/proc/thread-self').split('/').at(-1)));
    for (const tid of readdirSync('/proc/self/task')) {
      if (lowered.has(Number(tid))) continue;
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8');
      if (name.startsWith('libvips')) lower(Number(tid));
    }
  } catch {
    // /proc unreadable: as above.
  }
}
