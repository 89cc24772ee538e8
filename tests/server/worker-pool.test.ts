// The bounded worker pool on its own: answers come back from the threads, a full queue refuses at once (10012),
// and a task past its time is abandoned, its thread replaced, and the next task runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import { ApiError } from '../../server/http/api-error';
import { TaskTimeout, WorkerPool } from '../../server/workers/pool';

const WAIT = { timeout: 30_000, interval: 20 };

let pool: WorkerPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('worker pool', () => {
  it('runs tasks in its threads and brings their answers back', async () => {
    pool = new WorkerPool({ threads: 2 });
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((value) => pool!.run('echo', { spinMs: 20, value })),
    );
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(pool.stats()).toMatchObject({ completed: 3, inFlight: 0, queued: 0, refused: 0 });
    expect(pool.stats().threads).toBeGreaterThanOrEqual(1);
    expect(pool.stats().threads).toBeLessThanOrEqual(2);
  });

  it('hands buffers over instead of copying them when told, and a task can hand them back', async () => {
    pool = new WorkerPool({ threads: 1 });
    const text = JSON.stringify({ files: ['aGVsbG8='], type: 'image', pad: 'x'.repeat(10_000) });
    const bytes = new TextEncoder().encode(text);
    const result = await pool.run(
      'readUploadBody',
      { bytes, form: false },
      { transfer: [bytes.buffer as ArrayBuffer] },
    );
    // Gone from here: the thread owned it.
    expect(bytes.buffer.byteLength).toBe(0);
    if (!result.ok) throw new Error('the body did not parse');
    expect(result.body).toEqual({
      files: ['upload-file:0'],
      type: 'image',
      pad: 'x'.repeat(10_000),
    });
    // And back, whole.
    expect(new TextDecoder().decode(result.raw.bytes)).toBe(text);
  });

  it('refuses a task beyond its queue at once with 10012, and runs the accepted ones', async () => {
    pool = new WorkerPool({ threads: 1, maxQueue: 1, timeoutMs: 60_000 });
    const p = pool;
    // One running (it holds the only thread until it is told how long)...
    const running = p.run('echo', { spinMs: 1_500, value: 'running' });
    await vi.waitFor(() => expect(p.stats()).toMatchObject({ threads: 1, queued: 0 }), WAIT);
    // ...one waiting, and the queue is full.
    const waiting = p.run('echo', { spinMs: 0, value: 'waiting' });
    expect(p.stats().queued).toBe(1);
    const refused = await p.run('echo', { spinMs: 0, value: 'refused' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).error).toBe(errors.workersBusy);
    expect((refused as ApiError).statusCode).toBe(503);
    expect(await running).toBe('running');
    expect(await waiting).toBe('waiting');
    expect(p.stats()).toMatchObject({ refused: 1, completed: 2, inFlight: 0 });
  });

  // The timeout counts from the moment the task is handed to a thread, which includes starting that
  // thread (3-5 s on a loaded two-core machine), and an abort then stops the starting thread too: so
  // a task that may start a thread here is given many units of time.
  it('abandons a task past its time, replaces the thread, and runs the next task', async () => {
    pool = new WorkerPool({ threads: 1, timeoutMs: 500 });
    const p = pool;
    expect(await p.run('echo', { spinMs: 0, value: 'warm' }, { units: 60 })).toBe('warm');
    // A task of several units gets the time once for each.
    expect(await p.run('echo', { spinMs: 1_000, value: 'long' }, { units: 6 })).toBe('long');
    const stuck = await p.run('echo', { spinMs: 60_000, value: 'never' }).catch((e) => e);
    expect(stuck).toBeInstanceOf(TaskTimeout);
    expect((stuck as TaskTimeout).task).toBe('echo');
    expect(p.stats().timedOut).toBe(1);
    // The spinning thread was terminated (or this would wait a minute behind it).
    expect(await p.run('echo', { spinMs: 0, value: 'next' }, { units: 60 })).toBe('next');
    expect(p.stats()).toMatchObject({ inFlight: 0, queued: 0, timedOut: 1 });
  });
});
