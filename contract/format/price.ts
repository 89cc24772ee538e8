// Money display (spec §9): thousands separators, 2 decimals; the ledger keeps integer minor units.

/** 1 ball diamond is 100 minor units on the ledger. */
export const MINOR_UNITS_PER_DIAMOND = 100;

const MAX_DECIMALS = 20;

// Works on a bigint count of 10^-decimals steps so no digit is ever produced by float arithmetic.
const groupScaled = (scaled: bigint, decimals: number, negative: boolean): string => {
  const text = scaled.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = negative && scaled !== 0n ? '-' : '';
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-decimals)}`;
};

/**
 * Rounds the shortest decimal spelling of |value| half away from zero, so 1.005 → '1.01' where
 * toFixed would give '1.00' (the binary double sits just below 1.005).
 */
const scaleAbs = (value: number, decimals: number): bigint => {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const allDigits = mantissa.replace('.', '');
  const keep = 1 + Number(exponent) + decimals;
  if (keep < 0) return 0n;
  if (keep >= allDigits.length) return BigInt(allDigits + '0'.repeat(keep - allDigits.length));
  const head = BigInt(allDigits.slice(0, keep) || '0');
  return (allDigits[keep] ?? '0') >= '5' ? head + 1n : head;
};

/** 1234567.5 → '1,234,567.50', -1234 → '-1,234.00'; '' for NaN or an infinity. */
export const formatAmount = (value: number, decimals = 2): string => {
  if (!Number.isFinite(value)) return '';
  const places = Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals) || 0));
  return groupScaled(scaleAbs(value, places), places, value < 0);
};

/** Ledger minor units as diamonds: 123456 → '1,234.56', 1 → '0.01'; '' for NaN or an infinity. */
export const formatMinor = (units: number | bigint): string => {
  if (typeof units === 'bigint') return groupScaled(units < 0n ? -units : units, 2, units < 0n);
  if (!Number.isFinite(units)) return '';
  // Minor units should already be whole; a stray fraction is rounded, never shown as a sub-cent.
  const whole = Math.round(Math.abs(units));
  return groupScaled(BigInt(whole), 2, units < 0);
};
