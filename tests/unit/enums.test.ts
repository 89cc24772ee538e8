// contract/enums: every wire code has its label, and the handicap and over/under lines read right.
import { describe, expect, it } from 'vitest';
import {
  basketballMatchPhase,
  basketballMatchStateLabel,
  basketballMatchStateShortLabel,
  basketballPlayTypeLabel,
  basketballPositionLabel,
  basketballPositions,
  footballMatchPhase,
  footballMatchStateLabel,
  footballMatchStateShortLabel,
  footballPlayTypeLabel,
  footballPositionLabel,
  footballPositions,
  handicapLabel,
  overUnderLabel,
  roundToQuarter,
  tradeTypeLabel,
} from '../../contract/enums';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('trade types', () => {
  it('labels every code 1-17: spec §3 has fifteen, then the horn and highlights', () => {
    for (const code of range(1, 17)) expect(tradeTypeLabel(code), `code ${code}`).not.toBe('');
  });

  it('uses the site wording', () => {
    expect(tradeTypeLabel(1)).toBe('球钻充值');
    expect(tradeTypeLabel(2)).toBe('礼物打赏');
    expect(tradeTypeLabel(3)).toBe('提现');
    expect(tradeTypeLabel(10)).toBe('发红包');
    expect(tradeTypeLabel(12)).toBe('红包退回');
    expect(tradeTypeLabel(15)).toBe('开通贵族');
    expect(tradeTypeLabel(16)).toBe('喇叭消费');
    expect(tradeTypeLabel(17)).toBe('集锦购买');
  });

  it('gives an empty label for unknown codes', () => {
    for (const code of [0, 18, -1, 1.5, Number.NaN]) expect(tradeTypeLabel(code)).toBe('');
  });
});

describe('football match states', () => {
  it('labels every code 0-13, full and short', () => {
    for (const code of range(0, 13)) {
      expect(footballMatchStateLabel(code), `code ${code}`).not.toBe('');
      expect(footballMatchStateShortLabel(code), `code ${code}`).not.toBe('');
    }
  });

  it('has the site labels', () => {
    expect([1, 2, 3, 4, 8].map(footballMatchStateLabel)).toEqual([
      '未开始',
      '上半场',
      '中场',
      '下半场',
      '完场',
    ]);
    expect([1, 2, 3, 4, 8].map(footballMatchStateShortLabel)).toEqual([
      '未',
      '上',
      '中',
      '下',
      '完',
    ]);
    expect(footballMatchStateLabel(7)).toBe('点球');
    expect(footballMatchStateLabel(9)).toBe('推迟');
    expect(footballMatchStateLabel(11)).toBe('腰斩');
    expect(footballMatchStateLabel(13)).toBe('待定');
  });

  it('sorts states into phases', () => {
    expect(footballMatchPhase(1)).toBe('notStarted');
    for (const code of [2, 3, 4, 5, 7]) expect(footballMatchPhase(code)).toBe('live');
    expect(footballMatchPhase(8)).toBe('finished');
    for (const code of [0, 9, 10, 11, 12, 13]) expect(footballMatchPhase(code)).toBe('abnormal');
  });

  it('treats unknown codes as abnormal with no label', () => {
    expect(footballMatchStateLabel(14)).toBe('');
    expect(footballMatchStateShortLabel(-1)).toBe('');
    expect(footballMatchPhase(14)).toBe('abnormal');
  });
});

describe('basketball match states', () => {
  it('labels every code 0-15, full and short', () => {
    for (const code of range(0, 15)) {
      expect(basketballMatchStateLabel(code), `code ${code}`).not.toBe('');
      expect(basketballMatchStateShortLabel(code), `code ${code}`).not.toBe('');
    }
  });

  it('has the quarter labels and their short forms', () => {
    expect(range(2, 8).map(basketballMatchStateLabel)).toEqual([
      '第一节',
      '第一节完',
      '第二节',
      '中场',
      '第三节',
      '第三节完',
      '第四节',
    ]);
    expect(range(2, 8).map(basketballMatchStateShortLabel)).toEqual([
      '1st',
      '1st完',
      '2nd',
      '2nd完',
      '3rd',
      '3rd完',
      '4th',
    ]);
    expect(basketballMatchStateLabel(9)).toBe('加时');
    expect(basketballMatchStateLabel(10)).toBe('完场');
    expect(basketballMatchStateLabel(13)).toBe('推迟');
    expect(basketballMatchStateShortLabel(10)).toBe('完');
  });

  it('sorts states into phases', () => {
    expect(basketballMatchPhase(1)).toBe('notStarted');
    for (const code of range(2, 9)) expect(basketballMatchPhase(code)).toBe('live');
    expect(basketballMatchPhase(10)).toBe('finished');
    for (const code of [0, 11, 12, 13, 14, 15, 16]) {
      expect(basketballMatchPhase(code)).toBe('abnormal');
    }
  });
});

describe('play types', () => {
  it('labels both sports with their own meaning of a code', () => {
    expect(range(1, 5).map(footballPlayTypeLabel)).toEqual([
      '欧赔',
      '让球',
      '大小球',
      '竞彩单关',
      '二串一',
    ]);
    expect([1, 2].map(basketballPlayTypeLabel)).toEqual(['让分', '大小分']);
    expect(footballPlayTypeLabel(6)).toBe('');
    expect(basketballPlayTypeLabel(3)).toBe('');
  });
});

describe('positions', () => {
  it('labels every football and basketball code', () => {
    expect(Object.keys(footballPositions)).toHaveLength(16);
    expect(Object.keys(basketballPositions)).toHaveLength(7);
    for (const code of Object.keys(footballPositions)) {
      expect(footballPositionLabel(code), code).not.toBe('');
    }
    for (const code of Object.keys(basketballPositions)) {
      expect(basketballPositionLabel(code), code).not.toBe('');
    }
  });

  it('has the Chinese labels', () => {
    expect(footballPositionLabel('GK')).toBe('守门员');
    expect(footballPositionLabel('DM')).toBe('后腰');
    expect(footballPositionLabel('AM')).toBe('前腰');
    expect(footballPositionLabel('F')).toBe('前锋');
    expect(basketballPositionLabel('PG')).toBe('控球后卫');
    expect(basketballPositionLabel('C')).toBe('中锋');
  });

  it('tolerates case and padding, and gives empty for unknown or missing codes', () => {
    expect(footballPositionLabel(' gk ')).toBe('守门员');
    expect(footballPositionLabel('XX')).toBe('');
    expect(footballPositionLabel(null)).toBe('');
    expect(basketballPositionLabel(undefined)).toBe('');
    expect(basketballPositionLabel('toString')).toBe('');
  });
});

describe('handicapLabel', () => {
  it.each([
    [0, '平手'],
    [0.25, '平手/半球'],
    [0.5, '半球'],
    [0.75, '半球/一球'],
    [1, '一球'],
    [1.25, '一球/球半'],
    [1.5, '球半'],
    [1.75, '球半/两球'],
    [2, '两球'],
    [2.25, '两球/两球半'],
    [2.5, '两球半'],
    [2.75, '两球半/三球'],
    [3, '三球'],
    [3.5, '三球半'],
    [4.75, '四球半/五球'],
    [5, '五球'],
    [6.25, '六球/六球半'],
    [10, '十球'],
    [12.5, '十二球半'],
    [20, '二十球'],
    [22, '二十二球'],
  ])('%s → %s', (value, label) => {
    expect(handicapLabel(value)).toBe(label);
  });

  it.each([
    [-0.25, '受平手/半球'],
    [-0.5, '受半球'],
    [-1, '受一球'],
    [-1.25, '受一球/球半'],
    [-2.75, '受两球半/三球'],
  ])('receiving side %s → %s', (value, label) => {
    expect(handicapLabel(value)).toBe(label);
  });

  it.each([
    [0.1, '平手'],
    [-0.1, '平手'],
    [-0, '平手'],
    [0.2, '平手/半球'],
    [0.6, '半球'],
    [0.65, '半球/一球'],
    [1.13, '一球/球半'],
    [-1.1, '受一球'],
    [0.125, '平手/半球'],
    [-0.125, '受平手/半球'],
  ])('rounds %s to the nearest quarter → %s', (value, label) => {
    expect(handicapLabel(value)).toBe(label);
  });

  it('gives an empty label for a missing line', () => {
    expect(handicapLabel(Number.NaN)).toBe('');
    expect(handicapLabel(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('rounds symmetrically around zero', () => {
    expect(roundToQuarter(0.125)).toBe(0.25);
    expect(roundToQuarter(-0.125)).toBe(-0.25);
    expect(roundToQuarter(1.1)).toBe(1);
    expect(roundToQuarter(2.4)).toBe(2.5);
  });
});

describe('overUnderLabel', () => {
  it.each([
    [2.5, '2.5'],
    [2, '2'],
    [2.25, '2/2.5'],
    [2.75, '2.5/3'],
    [0.25, '0/0.5'],
    [3.2, '3/3.5'],
    [215.5, '215.5'],
    [0, '0'],
  ])('%s → %s', (value, label) => {
    expect(overUnderLabel(value)).toBe(label);
  });

  it('gives an empty label for an impossible total', () => {
    expect(overUnderLabel(-1)).toBe('');
    expect(overUnderLabel(Number.NaN)).toBe('');
  });
});
