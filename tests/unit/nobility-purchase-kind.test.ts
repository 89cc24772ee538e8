// The nobility dialog's button follows the server's rule: new, renewal, upgrade, and no lower tier while one is held.
import { describe, expect, it } from 'vitest';
import { purchaseKind } from '../../src/features/nobility/purchase-kind';

describe('nobility purchase kind', () => {
  const now = 1_000_000;
  it('is new with nothing held or a tier run out', () => {
    expect(purchaseKind(null, 3, now)).toBe('new');
    expect(purchaseKind({ tier: 7, expiresAt: now }, 1, now)).toBe('new');
  });
  it('renews the same tier, upgrades a higher one, refuses a lower one', () => {
    const held = { tier: 4, expiresAt: now + 1 };
    expect(purchaseKind(held, 4, now)).toBe('renewal');
    expect(purchaseKind(held, 5, now)).toBe('upgrade');
    expect(purchaseKind(held, 3, now)).toBe('lower');
  });
});
