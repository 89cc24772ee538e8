// The score row's own cell texts: kick-off on the China clock, basketball quarters with overtime summed.
import { describe, expect, it } from 'vitest';
import { kickoffText, quarterCells } from '../../src/features/scores/board/row-cells';

describe('kickoffText', () => {
  it('prints the China clock whatever the instant’s UTC day', () => {
    expect(kickoffText(Date.parse('2026-11-22T20:00:00+08:00'))).toBe('20:00');
    // 23:30 UTC is 07:30 the next China day.
    expect(kickoffText(Date.parse('2026-11-22T23:30:00Z'))).toBe('07:30');
    expect(kickoffText(Date.parse('2026-11-22T00:05:00+08:00'))).toBe('00:05');
  });
});

describe('quarterCells', () => {
  it('leaves quarters not yet played empty', () => {
    expect(quarterCells([])).toEqual(['', '', '', '', '']);
    expect(quarterCells([28, 21])).toEqual(['28', '21', '', '', '']);
  });

  it('keeps a scoreless quarter as 0', () => {
    expect(quarterCells([0, 12, 25, 30])).toEqual(['0', '12', '25', '30', '']);
  });

  it('sums every overtime into the one 加时 cell', () => {
    expect(quarterCells([25, 25, 25, 25, 10])).toEqual(['25', '25', '25', '25', '10']);
    expect(quarterCells([25, 25, 25, 25, 10, 8])).toEqual(['25', '25', '25', '25', '18']);
  });
});
