// Red packet shares: whatever the random numbers, every share is at least 1 unit and the shares add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextShare } from '../../server/modules/pay/red-packet-split';

describe('nextShare', () => {
  it('gives everyone at least 0.01 and the last grab the rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 100,
          maxLength: 100,
        }),
        (count, extra, randoms) => {
          const total = count + extra;
          let [left, n] = [total, count];
          const shares: number[] = [];
          while (n > 0) {
            const share = nextShare(left, n, () => randoms[n - 1] ?? 0);
            shares.push(share);
            left -= share;
            n -= 1;
          }
          expect(shares.every((s) => Number.isInteger(s) && s >= 1)).toBe(true);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });

  it('refuses a split that cannot give everyone 0.01', () => {
    expect(() => nextShare(2, 3)).toThrow();
    expect(nextShare(3, 3, () => 0.99)).toBe(1);
  });
});
