// The user-centre form rules: portrait pre-check, changed profile fields, signature, password change, real name, security level.
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../contract/calls/user';
import { MSG_PASSWORD, MSG_PASSWORD_MISMATCH } from '../../contract/login-rules';
import { idNumberCheckChar } from '../../contract/user-rules';
import {
  cleanSignature,
  hasChanges,
  infoChanges,
  infoChangesProblem,
  infoFormOf,
  MSG_BIRTHDAY,
  MSG_OLD_PASSWORD_EMPTY,
  MSG_PASSWORD_SAME,
  normalizeIdNumber,
  passwordFormProblem,
  passwordSuccessText,
  portraitFileProblem,
  realNameFormProblem,
  securityLevel,
  signatureProblem,
} from '../../src/features/user-centre/profile-rules';

const profile: UserProfile = {
  id: 7,
  nickName: '球迷小王',
  portrait: '',
  level: 3,
  isAnchor: 0,
  isExpert: 0,
  gender: 0,
  birthday: null,
  signature: '主队必胜',
  mobile: '138****0001',
  hasPassword: 1,
  realNameStatus: 0,
};

const now = Date.UTC(2026, 0, 15, 4); // 2026-01-15 12:00 in China

describe('portraitFileProblem', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    expect(portraitFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(portraitFileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(portraitFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, bigger files and empty ones with the server’s messages', () => {
    for (const type of ['image/gif', 'image/avif', 'text/plain', '']) {
      expect(portraitFileProblem({ type, size: 1000 })).toBe('仅支持 PNG、JPEG 或 WebP 图片');
    }
    expect(portraitFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      '单张图片不能超过 2 MB',
    );
    expect(portraitFileProblem({ type: 'image/png', size: 0 })).toBe('图片已损坏，无法识别');
  });
});

describe('signature', () => {
  it('drops line breaks and control characters as they are typed or pasted', () => {
    expect(cleanSignature('主队\n必胜\r\t！')).toBe('主队必胜！');
    expect(cleanSignature('普通 文字 ok')).toBe('普通 文字 ok');
  });

  it('allows 60 characters, not 61, and no control characters', () => {
    expect(signatureProblem('球'.repeat(60))).toBeNull();
    expect(signatureProblem(`  ${'球'.repeat(60)}  `)).toBeNull();
    expect(signatureProblem('球'.repeat(61))).toBe('个性签名最多 60 个字');
    expect(signatureProblem('a\nb')).toBe('个性签名不能包含换行或控制字符');
  });
});

describe('infoChanges', () => {
  it('finds nothing to save in the untouched form', () => {
    const changes = infoChanges(profile, infoFormOf(profile));
    expect(changes).toEqual({ info: null });
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends only what changed, the nick name apart, trimmed', () => {
    const form = {
      ...infoFormOf(profile),
      nickName: ' 新名字 ',
      signature: ' 新签名 ',
      gender: 2 as const,
    };
    const changes = infoChanges(profile, form);
    expect(changes).toEqual({ nickName: '新名字', info: { gender: 2, signature: '新签名' } });
    expect(hasChanges(changes)).toBe(true);
    expect(infoChanges(profile, { ...infoFormOf(profile), nickName: '球迷小王 ' })).toEqual({
      info: null,
    });
  });

  it('clears a birthday with an empty string and sets one', () => {
    const born = { ...profile, birthday: '1990-05-01' };
    expect(infoChanges(born, { ...infoFormOf(born), birthday: '' }).info).toEqual({ birthday: '' });
    expect(infoChanges(profile, { ...infoFormOf(profile), birthday: '2000-02-29' }).info).toEqual({
      birthday: '2000-02-29',
    });
  });
});

describe('infoChangesProblem', () => {
  it('checks the changed fields in form order', () => {
    expect(infoChangesProblem({ nickName: 'a', info: { signature: '球'.repeat(61) } }, now)).toBe(
      '昵称为2-12位中文、字母、数字或下划线',
    );
    expect(infoChangesProblem({ info: { birthday: '2026-01-16' } }, now)).toBe(MSG_BIRTHDAY);
    expect(infoChangesProblem({ info: { birthday: '2023-02-29' } }, now)).toBe(MSG_BIRTHDAY);
    expect(infoChangesProblem({ info: { signature: '球'.repeat(61) } }, now)).toBe(
      '个性签名最多 60 个字',
    );
    expect(
      infoChangesProblem({ nickName: '球迷_2026', info: { birthday: '', signature: '' } }, now),
    ).toBeNull();
    expect(infoChangesProblem({ info: { birthday: '2026-01-15', gender: 1 } }, now)).toBeNull();
  });
});

describe('passwordFormProblem', () => {
  const change = { hasPassword: true, oldPassword: 'old123', password: 'new456', again: 'new456' };

  it('asks for the old password only when one is set', () => {
    expect(passwordFormProblem({ ...change, oldPassword: '' })).toBe(MSG_OLD_PASSWORD_EMPTY);
    expect(passwordFormProblem({ ...change, hasPassword: false, oldPassword: '' })).toBeNull();
    expect(passwordFormProblem(change)).toBeNull();
  });

  it('applies spec §5 to the new password, then the repeat, then sameness', () => {
    for (const password of ['abc12', 'a'.repeat(21), 'abc 123', '密码密码密码']) {
      expect(passwordFormProblem({ ...change, password, again: password })).toBe(MSG_PASSWORD);
    }
    expect(passwordFormProblem({ ...change, again: 'new457' })).toBe(MSG_PASSWORD_MISMATCH);
    expect(passwordFormProblem({ ...change, password: 'old123', again: 'old123' })).toBe(
      MSG_PASSWORD_SAME,
    );
    expect(
      passwordFormProblem({ ...change, password: 'a'.repeat(20), again: 'a'.repeat(20) }),
    ).toBeNull();
  });

  it('says other logins have ended', () => {
    expect(passwordSuccessText(true)).toContain('其他设备上的登录已退出');
    expect(passwordSuccessText(false)).toContain('其他设备上的登录已退出');
    expect(passwordSuccessText(true)).not.toBe(passwordSuccessText(false));
  });
});

describe('real name form', () => {
  const first17 = '11010519900307123';
  const good = `${first17}${idNumberCheckChar(first17)}`;

  it('keeps 18 upper-case characters without spaces', () => {
    expect(normalizeIdNumber(' 1101 0519 4912 3100 2x ')).toBe('11010519491231002X');
    expect(normalizeIdNumber('1'.repeat(25))).toHaveLength(18);
  });

  it('uses the shared name and GB 11643 rules, a lower-case x accepted', () => {
    expect(realNameFormProblem(' 张三 ', good, now)).toBeNull();
    expect(realNameFormProblem('张三', '11010519491231002x', now)).toBeNull();
    expect(realNameFormProblem('Zhang', good, now)).toBe(
      '真实姓名为2-20个汉字，少数民族姓名可用·分隔',
    );
    const wrong = `${first17}${good[17] === '0' ? '1' : '0'}`;
    expect(realNameFormProblem('张三', wrong, now)).toBe('身份证号校验位不正确');
    expect(realNameFormProblem('张三', '12345', now)).toBe(
      '身份证号应为18位，最后一位可以是数字或X',
    );
  });
});

describe('securityLevel', () => {
  it('counts the phone, a password and the real name', () => {
    expect(securityLevel({ hasPassword: 0, realNameStatus: 0 })).toEqual({ score: 1, label: '低' });
    expect(securityLevel({ hasPassword: 1, realNameStatus: 0 })).toEqual({ score: 2, label: '中' });
    expect(securityLevel({ hasPassword: 1, realNameStatus: 1 })).toEqual({ score: 3, label: '高' });
  });
});
