// Read counts as the byline shows them, on the client and in the server's drawn first paint alike.
import { describe, expect, it } from 'vitest';
import { readsText } from '../../contract/format/reads';

describe('readsText', () => {
  it('counts in 万 past ten thousand, one decimal below a hundred thousand', () => {
    expect(readsText(0)).toBe('0');
    expect(readsText(9999)).toBe('9999');
    expect(readsText(10_000)).toBe('1万');
    expect(readsText(12_345)).toBe('1.2万');
    expect(readsText(123_456)).toBe('12万');
  });
});
