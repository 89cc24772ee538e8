// GB 11643 resident ID numbers: check character, birth date and province; real names; nick names (contract/calls/user.ts).
import { describe, expect, it } from 'vitest';
import {
  idNumberCheckChar,
  idNumberProblem,
  isPastDay,
  nickNameProblem,
  realNameProblem,
} from '../../contract/user-rules';

/** A made-up number: region, birth date and sequence of our choosing, check character computed. */
const makeId = (region: string, birth: string, sequence: string) => {
  const first17 = `${region}${birth}${sequence}`;
  return `${first17}${idNumberCheckChar(first17)}`;
};

const now = Date.UTC(2026, 0, 15, 4); // 2026-01-15 12:00 in China

describe('idNumberCheckChar', () => {
  it('follows the GB 11643 weights and check table (worked by hand)', () => {
    // Σ digit×weight for 11010519491231002: 1×7+1×9+0+1×5+0+5×4+1×2+9×1+4×6+9×3+1×7+2×9+3×10+1×5+0+0+2×2 = 167;
    // 167 mod 11 = 2 → 'X'.
    expect(idNumberCheckChar('11010519491231002')).toBe('X');
    // 44030819800101123: sum 4×7+4×9+0+3×5+0+8×4+1×2+9×1+8×6+0+0+1×9+0+1×5+1×8+2×4+3×2 = 206; 206 mod 11 = 8 → '4'.
    expect(idNumberCheckChar('44030819800101123')).toBe('4');
  });

  it('gives every check character of the table for some sequence', () => {
    const seen = new Set<string>();
    for (let s = 0; s < 200; s++) {
      seen.add(idNumberCheckChar(`32010219900101${String(s).padStart(3, '0')}`));
    }
    expect([...seen].sort().join('')).toBe('0123456789X');
  });
});

describe('idNumberProblem', () => {
  it('accepts numbers with the right check character, X included', () => {
    expect(idNumberProblem('11010519491231002X', now)).toBeNull();
    expect(idNumberProblem('440308198001011234', now)).toBeNull();
    expect(idNumberProblem(makeId('510104', '20000229', '371'), now)).toBeNull(); // a leap day
    expect(idNumberProblem(makeId('820000', '19991220', '001'), now)).toBeNull(); // Macao permit
  });

  it('refuses a wrong check character', () => {
    const good = makeId('310101', '19851010', '555');
    const wrong = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    expect(idNumberProblem(wrong, now)).toBe('身份证号校验位不正确');
    // One changed digit in the body breaks the check as well.
    const typo = `${good.slice(0, 16)}${good[16] === '9' ? '8' : '9'}${good[17]}`;
    expect(idNumberProblem(typo, now)).toBe('身份证号校验位不正确');
  });

  it('refuses impossible and future birth dates even with a matching check character', () => {
    expect(idNumberProblem(makeId('110105', '19900230', '123'), now)).toBe(
      '身份证号中的出生日期不正确',
    );
    expect(idNumberProblem(makeId('110105', '19011301', '123'), now)).toBe(
      '身份证号中的出生日期不正确',
    );
    expect(idNumberProblem(makeId('110105', '20260116', '123'), now)).toBe(
      '身份证号中的出生日期不正确',
    );
    expect(idNumberProblem(makeId('110105', '18991231', '123'), now)).toBe(
      '身份证号中的出生日期不正确',
    );
    expect(idNumberProblem(makeId('110105', '20260115', '123'), now)).toBeNull();
  });

  it('refuses unknown province codes and wrong shapes', () => {
    expect(idNumberProblem(makeId('000000', '19900101', '123'), now)).toBe(
      '身份证号的地区码不正确',
    );
    expect(idNumberProblem(makeId('990101', '19900101', '123'), now)).toBe(
      '身份证号的地区码不正确',
    );
    for (const bad of [
      '',
      '11010519491231002',
      '11010519491231002XX',
      '1101051949123100x2',
      'abc',
    ]) {
      expect(idNumberProblem(bad, now)).toBe('身份证号应为18位，最后一位可以是数字或X');
    }
    // A lower-case x is the caller's to upper-case (the contract's field does).
    expect(idNumberProblem('11010519491231002x', now)).not.toBeNull();
  });
});

describe('isPastDay', () => {
  it('takes real calendar days from 1900 up to today in China', () => {
    expect(isPastDay('2026-01-15', now)).toBe(true);
    expect(isPastDay('2026-01-16', now)).toBe(false);
    expect(isPastDay('2023-02-29', now)).toBe(false);
    expect(isPastDay('2024-02-29', now)).toBe(true);
    expect(isPastDay('1899-12-31', now)).toBe(false);
    expect(isPastDay('2020-1-5', now)).toBe(false);
    // 2026-01-15 20:00 UTC is already the 16th in Beijing.
    expect(isPastDay('2026-01-16', Date.UTC(2026, 0, 15, 20))).toBe(true);
  });
});

describe('realNameProblem', () => {
  it('takes 2-20 Chinese characters with single middle dots between parts', () => {
    for (const ok of ['张三', '欧阳娜娜', '阿依古丽·买买提', '爱新觉罗·溥仪']) {
      expect(realNameProblem(ok)).toBeNull();
    }
    for (const bad of [
      '张',
      'Zhang San',
      '张三1',
      '·张三',
      '张三·',
      '张··三',
      '张 三',
      '张'.repeat(21),
    ]) {
      expect(realNameProblem(bad)).not.toBeNull();
    }
  });
});

describe('nickNameProblem', () => {
  it('takes 2-12 Chinese characters, letters, digits or _', () => {
    for (const ok of ['球迷', 'ab', '球迷_2024', 'a'.repeat(12), '足'.repeat(12)]) {
      expect(nickNameProblem(ok)).toBeNull();
    }
    for (const bad of ['a', 'a'.repeat(13), '足'.repeat(13), '球 迷', 'a-b', '<b>', '球迷😀']) {
      expect(nickNameProblem(bad)).toBe('昵称为2-12位中文、字母、数字或下划线');
    }
  });
});
