// The account form rules of spec §5 (phone, SMS code, password, login button) and the reload-after-login decision of §4;
// the login machines and the pages read them here.

/** Spec §9 lengths. */
export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
export const PASSWORD_MIN = 6;
/** Spec §5 gives the input limit as 20 and the submit check as 6-16; we take 6-20 for both, so a
 *  password the input accepts is never refused on submit, and the message (6-20位) tells the truth. */
export const PASSWORD_MAX = 20;

export const MSG_PHONE = '请输入正确的手机号';
export const MSG_CODE_EMPTY = '请输入验证码！';
export const MSG_CODE_WRONG = '验证码错误，请确认后重新输入';
export const MSG_PASSWORD = '密码是长度为6-20位的字母、数字或组合';
export const MSG_PASSWORD_MISMATCH = '两次输入的密码不一致';

/** What a phone input keeps: digits only, at most 11 (spec §5 "with non-digits stripped"). */
export const normalizePhone = (raw: string) => raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);

/** Spec §5: exactly 11 digits once non-digits are stripped. */
export const phoneValid = (raw: string) => raw.replace(/\D/g, '').length === PHONE_LENGTH;

/** Spec §5: the captcha step (before an SMS is sent) wants a mainland mobile number. */
const CAPTCHA_PHONE = /^1[345789]\d{9}$/;

/** null when the number may get a captcha and an SMS; else the message to show. */
export const captchaPhoneError = (mobile: string): string | null =>
  CAPTCHA_PHONE.test(mobile) ? null : MSG_PHONE;

/** What an SMS code input keeps: 6 characters at most. */
export const normalizeCode = (raw: string) => raw.replace(/\s/g, '').slice(0, CODE_LENGTH);

/** Spec §5: empty and wrong-length codes have their own messages. */
export function codeError(code: string): string | null {
  if (code === '') return MSG_CODE_EMPTY;
  return code.length === CODE_LENGTH ? null : MSG_CODE_WRONG;
}

/** Spec §5: 6-20 characters (see PASSWORD_MAX for the choice between the two readings). */
export const passwordValid = (password: string) =>
  password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

/** A password being chosen (register, reset, set): 6-20 letters and digits, as the message says. */
export function newPasswordError(password: string, again: string): string | null {
  if (!/^[A-Za-z0-9]+$/.test(password) || !passwordValid(password)) return MSG_PASSWORD;
  return password === again ? null : MSG_PASSWORD_MISMATCH;
}

/** Spec §3: loginType 1 is code login, 2 password login (the dialog's default). */
export type LoginType = 1 | 2;
export const CODE_LOGIN: LoginType = 1;
export const PASSWORD_LOGIN: LoginType = 2;

export interface LoginForm {
  loginType: LoginType;
  mobile: string;
  password: string;
  code: string;
  /** The slider of the captcha step has passed (code login only). */
  captchaPassed: boolean;
}

/** Spec §5 login button: a valid phone, then a passed captcha and a 6-long code, or a 6-20 password. */
export function loginButtonEnabled(form: LoginForm): boolean {
  if (!phoneValid(form.mobile)) return false;
  if (form.loginType === CODE_LOGIN) {
    return form.captchaPassed && form.code.length === CODE_LENGTH;
  }
  return passwordValid(form.password);
}

/**
 * Spec §4 "Reload: when user info appears the page reloads, unless on register". After a login
 * from the dialog every page re-reads itself as the user; the register page instead sends its new
 * user home itself.
 */
export function reloadAfterLogin(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path !== '/user/register';
}

export const MSG_AGREE = '请阅读并同意《用户协议》和《隐私政策》';

export interface CodeForm {
  mobile: string;
  code: string;
  password: string;
  again: string;
}

/** The register and password-recovery forms' first problem, in field order; null when none. */
export function codeFormError(form: CodeForm): string | null {
  return (
    (phoneValid(form.mobile) ? captchaPhoneError(form.mobile) : MSG_PHONE) ??
    codeError(form.code) ??
    newPasswordError(form.password, form.again)
  );
}
