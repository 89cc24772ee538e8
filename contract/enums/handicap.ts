// Asian handicap and over/under lines as Chinese odds tables show them (spec §3: steps of 0.25).

const digits = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

// Lines past 99 balls never occur in practice; Arabic digits keep such a label readable anyway.
const chineseCount = (n: number): string => {
  if (n >= 100) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return n === 2 ? '两' : (digits[ones] ?? '');
  return `${tens === 1 ? '' : digits[tens]}十${digits[ones] ?? ''}`;
};

/** Rounds half away from zero so a line and its mirror on the other side get the same label. */
export const roundToQuarter = (value: number): number =>
  (Math.sign(value) * Math.round(Math.abs(value) * 4)) / 4;

// Label of a whole or half line, in halves: 0 平手, 1 半球, 2 一球, 3 球半, 4 两球, 5 两球半 …
const halfLineLabel = (halves: number): string => {
  if (halves === 0) return '平手';
  if (halves === 1) return '半球';
  if (halves === 3) return '球半';
  const balls = `${chineseCount(Math.floor(halves / 2))}球`;
  return halves % 2 === 0 ? balls : `${balls}半`;
};

/**
 * The handicap label: 0.5 → 半球, 1.25 → 一球/球半; negatives are the receiving side (受半球).
 * A quarter line sits between its two neighbouring half lines, as the bookmakers split the stake.
 */
export const handicapLabel = (value: number): string => {
  if (!Number.isFinite(value)) return '';
  const quarters = Math.round(Math.abs(value) * 4);
  if (quarters === 0) return '平手';
  const label =
    quarters % 2 === 0
      ? halfLineLabel(quarters / 2)
      : `${halfLineLabel((quarters - 1) / 2)}/${halfLineLabel((quarters + 1) / 2)}`;
  return value < 0 ? `受${label}` : label;
};

/** The over/under (大小球) line: 2.5 → '2.5', 2.25 → '2/2.5', 2.75 → '2.5/3'; '' if invalid. */
export const overUnderLabel = (total: number): string => {
  if (!Number.isFinite(total) || total < 0) return '';
  const quarters = Math.round(total * 4);
  if (quarters % 2 === 0) return String(quarters / 4);
  return `${(quarters - 1) / 4}/${(quarters + 1) / 4}`;
};
