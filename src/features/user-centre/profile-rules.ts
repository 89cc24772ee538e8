// The user-centre form rules: portrait file pre-check, profile changes, signature, password change, real name.
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../contract/calls/upload';
import type { UserProfile } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import { newPasswordError } from '../../../contract/login-rules';
import {
  type Gender,
  idNumberProblem,
  isPastDay,
  nickNameProblem,
  realNameProblem,
  SIGNATURE_MAX,
} from '../../../contract/user-rules';

/** What the upload accepts (it reads the bytes; this only spares a doomed upload). */
export const PORTRAIT_TYPES = UPLOAD_MIME_TYPES;

/** Why a picked file cannot be a portrait, in the server's own words; null when it may be sent. */
export function portraitFileProblem(file: { type: string; size: number }): string | null {
  if (!(PORTRAIT_TYPES as readonly string[]).includes(file.type))
    return errors.uploadUnsupported.msg;
  if (file.size > UPLOAD_MAX_BYTES) return errors.uploadTooLarge.msg;
  if (file.size === 0) return errors.uploadBroken.msg;
  return null;
}

/** The signature is one line on a card: typed or pasted line breaks and control characters go. */
export const cleanSignature = (raw: string) => raw.replace(/\p{Cc}/gu, '');

export function signatureProblem(signature: string): string | null {
  if (/\p{Cc}/u.test(signature)) return '个性签名不能包含换行或控制字符';
  // The server counts as zod does (UTF-16 units); so does the input's maxLength and the counter.
  return signature.trim().length > SIGNATURE_MAX ? `个性签名最多 ${SIGNATURE_MAX} 个字` : null;
}

export const MSG_BIRTHDAY = '请输入正确的生日（YYYY-MM-DD）';

export interface InfoForm {
  nickName: string;
  gender: Gender;
  /** YYYY-MM-DD, or '' for none. */
  birthday: string;
  signature: string;
}

export const infoFormOf = (p: UserProfile): InfoForm => ({
  nickName: p.nickName,
  gender: p.gender,
  birthday: p.birthday ?? '',
  signature: p.signature,
});

export interface InfoChanges {
  /** The new nick name, when it changed (saved with updateNickName). */
  nickName?: string;
  /** The fields for updateInfo that changed; null when none did. */
  info: { gender?: Gender; birthday?: string; signature?: string } | null;
}

/** What the form changes against the saved profile: only those fields are sent. */
export function infoChanges(profile: UserProfile, form: InfoForm): InfoChanges {
  const nickName = form.nickName.trim();
  const signature = form.signature.trim();
  const info: NonNullable<InfoChanges['info']> = {};
  if (form.gender !== profile.gender) info.gender = form.gender;
  if (form.birthday !== (profile.birthday ?? '')) info.birthday = form.birthday;
  if (signature !== profile.signature) info.signature = signature;
  return {
    ...(nickName !== profile.nickName ? { nickName } : {}),
    info: Object.keys(info).length > 0 ? info : null,
  };
}

export const hasChanges = (c: InfoChanges) => c.nickName !== undefined || c.info !== null;

/** The first problem of the changed fields, in form order; null when they may be saved. */
export function infoChangesProblem(changes: InfoChanges, now = Date.now()): string | null {
  if (changes.nickName !== undefined) {
    const problem = nickNameProblem(changes.nickName);
    if (problem) return problem;
  }
  const birthday = changes.info?.birthday;
  if (birthday && !isPastDay(birthday, now)) return MSG_BIRTHDAY;
  const signature = changes.info?.signature;
  return signature === undefined ? null : signatureProblem(signature);
}

export const MSG_OLD_PASSWORD_EMPTY = '请输入原密码';
export const MSG_PASSWORD_SAME = errors.passwordSameAsOld.msg;

export interface PasswordForm {
  /** 修改密码 asks for the old one; 设置密码 (no password yet) does not. */
  hasPassword: boolean;
  oldPassword: string;
  password: string;
  again: string;
}

/** Spec §5 for the new password, plus the old one present and different; null when it may be sent. */
export function passwordFormProblem(form: PasswordForm): string | null {
  if (form.hasPassword && form.oldPassword === '') return MSG_OLD_PASSWORD_EMPTY;
  const problem = newPasswordError(form.password, form.again);
  if (problem) return problem;
  return form.hasPassword && form.password === form.oldPassword ? MSG_PASSWORD_SAME : null;
}

/** The server ends every other login on a password change; the success text says so. */
export const passwordSuccessText = (hadPassword: boolean) =>
  `${hadPassword ? '密码修改成功' : '登录密码设置成功'}，其他设备上的登录已退出`;

/** What an ID-number input keeps: no spaces, upper-case X, 18 characters at most. */
export const normalizeIdNumber = (raw: string) => raw.replace(/\s/g, '').toUpperCase().slice(0, 18);

/** The shared rules of contract/calls/user.ts (the server runs the same); null when it may be sent. */
export const realNameFormProblem = (realName: string, idNumber: string, now = Date.now()) =>
  realNameProblem(realName.trim()) ?? idNumberProblem(normalizeIdNumber(idNumber), now);

export interface SecurityLevel {
  /** Of 3: the bound phone always counts, then a password and the real name. */
  score: 1 | 2 | 3;
  label: '低' | '中' | '高';
}

export function securityLevel(
  p: Pick<UserProfile, 'hasPassword' | 'realNameStatus'>,
): SecurityLevel {
  const score = (1 + p.hasPassword + p.realNameStatus) as 1 | 2 | 3;
  return { score, label: score === 3 ? '高' : score === 2 ? '中' : '低' };
}
