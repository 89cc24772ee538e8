// The bounded pool for CPU-heavy work (image decoding, captcha drawing): worker threads, a capped queue, a timeout per task.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
// Loaded here, in the main thread, before any worker: on glibc Linux libvips's shared libraries must outlive
// every thread that uses them, or a worker's exit unloads them under the others (sharp's own advice).
import 'sharp';
import { errors } from '../../contract/errors';
import { ApiError } from '../http/api-error';
import type * as tasks from './tasks';

type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
type TaskOutput<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>;

export interface WorkerPoolOptions {
  /** Threads at most; by default one fewer than the cores (at least one), so the event loop keeps a core. */
  threads?: number;
  /** Tasks waiting beyond the running ones; one more is refused at once with 10012. */
  maxQueue?: number;
  /** A task still running after this long is abandoned and its thread replaced. */
  timeoutMs?: number;
}

export interface WorkerPoolStats {
  threads: number;
  /** Tasks accepted and not yet settled: running plus queued. */
  inFlight: number;
  queued: number;
  completed: number;
  timedOut: number;
  refused: number;
}

/** A task that ran past its time: the caller maps it to its own message (an image too costly…). */
export class TaskTimeout extends Error {
  constructor(readonly task: TaskName) {
    super(`worker task ${task} timed out`);
  }
}

// entry.mjs loads tasks.ts through tsx in each thread (a worker inherits no loader from its parent).
const filename = fileURLToPath(new URL('./entry.mjs', import.meta.url));

export class WorkerPool {
  private readonly piscina: Piscina;
  private readonly timeoutMs: number;
  private readonly maxQueue: number;
  private timedOut = 0;
  private refused = 0;
  private inFlight = 0;

  constructor(options: WorkerPoolOptions = {}) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxQueue = options.maxQueue ?? threads * 8;
    this.piscina = new Piscina({
      filename,
      minThreads: 0,
      maxThreads: threads,
      // Threads are started on demand and kept a while: a start costs ~100 ms of loader work.
      idleTimeout: 60_000,
      maxQueue: this.maxQueue,
      // A worker's heap is its own; a runaway decode cannot take the process's memory with it.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
  }

  /**
   * options.units: a task doing several units of work (an upload's images) gets the timeout once for each.
   * options.transfer: buffers of the input handed to the thread instead of copied (unusable here after).
   */
  async run<K extends TaskName>(
    task: K,
    input: TaskInput<K>,
    options: { units?: number; transfer?: ArrayBuffer[] } = {},
  ): Promise<TaskOutput<K>> {
    if (this.piscina.queueSize >= this.maxQueue) {
      this.refused++;
      throw new ApiError(errors.workersBusy);
    }
    const signal = AbortSignal.timeout(this.timeoutMs * Math.max(1, options.units ?? 1));
    this.inFlight++;
    try {
      return (await this.piscina.run(
        { task, input },
        { signal, transferList: options.transfer },
      )) as TaskOutput<K>;
    } catch (err) {
      if (signal.aborted) {
        this.timedOut++;
        throw new TaskTimeout(task);
      }
      throw err;
    } finally {
      this.inFlight--;
    }
  }

  stats(): WorkerPoolStats {
    return {
      threads: this.piscina.threads.length,
      inFlight: this.inFlight,
      queued: this.piscina.queueSize,
      completed: this.piscina.completed,
      timedOut: this.timedOut,
      refused: this.refused,
    };
  }

  async close() {
    await this.piscina.destroy();
  }
}
