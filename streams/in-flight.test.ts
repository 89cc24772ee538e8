// sharedWhileInFlight: callers during a load share its promise; a call after it settled (or failed) loads again.
import { describe, expect, it } from 'vitest';
import { sharedWhileInFlight } from './in-flight';

function deferredLoads() {
  const pending: { resolve(v: number): void; reject(e: unknown): void }[] = [];
  const load = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('sharedWhileInFlight', () => {
  it('gives callers during one load the same answer from one call', async () => {
    const { load, pending } = deferredLoads();
    const shared = sharedWhileInFlight(load);
    const a = shared();
    const b = shared();
    expect(pending).toHaveLength(1);
    pending[0]?.resolve(7);
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
  });

  it('loads again once the call settled, also after a failure', async () => {
    const { load, pending } = deferredLoads();
    const shared = sharedWhileInFlight(load);
    const first = shared();
    pending[0]?.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    const second = shared();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(8);
    await expect(second).resolves.toBe(8);
  });
});
