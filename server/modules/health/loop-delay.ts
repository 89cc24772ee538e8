// The event loop's delay over recent windows (perf_hooks), for /healthz: a stall shows where a deployer looks first.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the monitor's timer samples the loop; every figure is how late that timer fired. */
export const LOOP_RESOLUTION_MS = 10;
/** One window of figures; /healthz shows the one under way and the one before it. */
export const LOOP_WINDOW_MS = 10_000;

export interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How much time the window covers so far. */
  seconds: number;
}

// The histogram records the whole interval between ticks; the delay is what exceeds the resolution.
const delayMs = (ns: number) =>
  Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);

export class LoopDelayWatch {
  private readonly histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  private readonly timer: ReturnType<typeof setInterval>;
  private since = performance.now();
  private previous: LoopDelay | null = null;

  constructor(windowMs = LOOP_WINDOW_MS) {
    this.histogram.enable();
    this.timer = setInterval(() => this.rotate(), windowMs);
    this.timer.unref();
  }

  private summary(): LoopDelay {
    const h = this.histogram;
    const seconds = Math.round((performance.now() - this.since) / 100) / 10;
    if (h.count === 0) return { p50Ms: 0, p99Ms: 0, maxMs: 0, seconds };
    return {
      p50Ms: delayMs(h.percentile(50)),
      p99Ms: delayMs(h.percentile(99)),
      maxMs: delayMs(h.max),
      seconds,
    };
  }

  private rotate() {
    this.previous = this.summary();
    this.histogram.reset();
    this.since = performance.now();
  }

  report() {
    return {
      resolutionMs: LOOP_RESOLUTION_MS,
      current: this.summary(),
      previous: this.previous,
    };
  }

  stop() {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}
