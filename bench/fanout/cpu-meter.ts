// Where the machine's CPU went during a run: the bench's own processes versus everything else on the box
// (other engineers' tests and servers share these two cores and can push a saturated server over the edge).
import { existsSync, readFileSync } from 'node:fs';

/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ). */
const TICK = 0.01;

function machineBusySeconds() {
  if (!existsSync('/proc/stat')) return 0;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  // user nice system idle iowait irq softirq steal: everything but idle and iowait is busy.
  const busy = [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return busy * TICK;
}

function processSeconds(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) — utime and stime are the 12th and 13th.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[11]) + Number(rest[12])) * TICK;
  } catch {
    return 0;
  }
}

export interface CpuSplit {
  /** CPU seconds the whole machine was busy (both cores together). */
  machine: number;
  /** Of which the bench's processes (parent, server, load generators). */
  bench: number;
  /** Of which everything else. */
  other: number;
}

/** Starts measuring; the returned function gives the split since then (zeros where /proc is missing). */
export function startCpuMeter(pids: number[]): () => CpuSplit {
  const read = () => {
    try {
      return {
        machine: machineBusySeconds(),
        bench: pids.reduce((sum, pid) => sum + processSeconds(pid), 0),
      };
    } catch {
      return { machine: 0, bench: 0 };
    }
  };
  const start = read();
  return () => {
    const end = read();
    const machine = end.machine - start.machine;
    const bench = end.bench - start.bench;
    return { machine, bench, other: Math.max(0, machine - bench) };
  };
}

/**
 * Waits (up to maxMs) until the rest of the machine uses less than `cores` of CPU over a second, so a
 * run does not start in the middle of someone else's test suite; returns the load last seen.
 */
export async function waitForQuiet(cores: number, maxMs: number) {
  const deadline = performance.now() + maxMs;
  for (;;) {
    const before = machineBusySeconds();
    await new Promise((r) => setTimeout(r, 1000));
    const load = machineBusySeconds() - before;
    if (load < cores || performance.now() >= deadline) return load;
  }
}
