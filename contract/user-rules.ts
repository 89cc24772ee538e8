// Field rules of the user module that the client's forms and the server both check (spec §7 "User"): genders,
// nick name, signature length, birthday, resident ID number and real name. Kept without zod so that a page that
// checks a form field does not load the call schemas of contract/calls/user.ts (which builds its schemas on them).
import { chinaDay } from './format/china-day';

export const genders = { 0: '保密', 1: '男', 2: '女' } as const;
export type Gender = 0 | 1 | 2;

export const NICK_NAME_MIN = 2;
export const NICK_NAME_MAX = 12;
export const SIGNATURE_MAX = 60;

const nickNamePattern = /^[\p{Script=Han}A-Za-z0-9_]+$/u;

/** Why a nick name breaks the rule (2-12 Chinese characters, letters, digits or _), or null. */
export function nickNameProblem(nickName: string): string | null {
  const length = [...nickName].length;
  if (length < NICK_NAME_MIN || length > NICK_NAME_MAX || !nickNamePattern.test(nickName)) {
    return '昵称为2-12位中文、字母、数字或下划线';
  }
  return null;
}

/** Today's date in China (UTC+8, no daylight saving) as YYYY-MM-DD. */
export const chinaToday = (now = Date.now()) => chinaDay(now);

/** A real calendar day YYYY-MM-DD between 1900-01-01 and today in China. */
export function isPastDay(value: string, now = Date.now()) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && value >= '1900-01-01' && value <= chinaToday(now);
}

/** GB 11643 weights of the first 17 digits and the check character for each sum mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** Provinces (GB/T 2260) plus the Hong Kong, Macao and Taiwan residence-permit codes. */
const ID_PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52,
  53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);

/** The check character GB 11643 gives the first 17 digits. */
export function idNumberCheckChar(first17: string) {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] as string;
}

/** Why an 18-character resident ID number is not valid (shape, province, birth date, check character), or null. */
export function idNumberProblem(idNumber: string, now = Date.now()): string | null {
  if (!/^\d{17}[\dX]$/.test(idNumber)) return '身份证号应为18位，最后一位可以是数字或X';
  if (!ID_PROVINCES.has(Number(idNumber.slice(0, 2)))) return '身份证号的地区码不正确';
  const birth = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  if (!isPastDay(birth, now)) return '身份证号中的出生日期不正确';
  if (idNumberCheckChar(idNumber) !== idNumber[17]) return '身份证号校验位不正确';
  return null;
}

/** Chinese characters with single middle dots between them (names such as 阿依古丽·买买提), 2-20 long. */
const realNamePattern = /^\p{Script=Han}+(·\p{Script=Han}+)*$/u;

export function realNameProblem(realName: string): string | null {
  const length = [...realName].length;
  if (length < 2 || length > 20 || !realNamePattern.test(realName)) {
    return '真实姓名为2-20个汉字，少数民族姓名可用·分隔';
  }
  return null;
}
