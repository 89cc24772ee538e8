// The pay page's rules: the custom amount's check, what a choice costs and brings, and the request it sends.
import { describe, expect, it } from 'vitest';
import {
  choiceKey,
  choiceQuote,
  choiceRequest,
  customAmountProblem,
} from '../../src/features/wallet/recharge/recharge-rules';

const limits = { min: 1, max: 50_000 };
const packages = [
  { id: 1, price: 6, diamonds: 6, bonus: 0 },
  { id: 3, price: 68, diamonds: 68, bonus: 2 },
];

describe('customAmountProblem', () => {
  it('accepts whole yuan within the limits', () => {
    for (const text of ['1', '25', ' 100 ', '50000'])
      expect(customAmountProblem(text, limits)).toBeNull();
  });
  it('names what is wrong otherwise', () => {
    expect(customAmountProblem('', limits)).toBe('请输入充值金额');
    expect(customAmountProblem('12.5', limits)).toBe('充值金额需为整数');
    expect(customAmountProblem('-3', limits)).toBe('充值金额需为整数');
    expect(customAmountProblem('0', limits)).toBe('充值金额需在 1-50,000 元之间');
    expect(customAmountProblem('50001', limits)).toBe('充值金额需在 1-50,000 元之间');
  });
});

describe('choiceQuote', () => {
  it('prices a package with its bonus included in what arrives', () => {
    expect(choiceQuote({ kind: 'package', id: 3 }, packages, limits, 1)).toEqual({
      price: 68,
      diamonds: 70,
      bonus: 2,
    });
  });
  it('prices a valid custom amount at the rate, and nothing for an invalid one or an unknown package', () => {
    expect(choiceQuote({ kind: 'custom', text: '25' }, packages, limits, 1)).toEqual({
      price: 25,
      diamonds: 25,
      bonus: 0,
    });
    expect(choiceQuote({ kind: 'custom', text: '0' }, packages, limits, 1)).toBeNull();
    expect(choiceQuote({ kind: 'package', id: 9 }, packages, limits, 1)).toBeNull();
    expect(choiceQuote(null, packages, limits, 1)).toBeNull();
  });
});

describe('choiceRequest and choiceKey', () => {
  it('sends the package id or the amount, and tells choices apart', () => {
    expect(choiceRequest({ kind: 'package', id: 3 })).toEqual({ packageId: 3 });
    expect(choiceRequest({ kind: 'custom', text: ' 25 ' })).toEqual({ amount: 25 });
    expect(choiceKey({ kind: 'package', id: 3 })).not.toBe(
      choiceKey({ kind: 'custom', text: '3' }),
    );
    expect(choiceKey({ kind: 'custom', text: '25' })).toBe(
      choiceKey({ kind: 'custom', text: ' 25' }),
    );
  });
});
