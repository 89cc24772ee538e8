// A login attempt as POST /user/login wants it: the password encrypted with a fresh one-time key (and the login captcha's verification), or the SMS code.

import { CODE_LOGIN } from '../../../contract/login-rules';
import type { LoginOutcome, LoginRequest } from '../../../machines/login-dialog';
import { getDynamicKey, login } from '../../api/auth';

/** Spec §3: mode 1 is code login, 0 password login. */
export async function requestLogin(request: LoginRequest): Promise<LoginOutcome> {
  const auto = request.auto ? 1 : 0;
  if (request.loginType === CODE_LOGIN) {
    const answer = await login({
      mobile: request.mobile,
      mode: 1,
      auto,
      verifyCode: request.verifyCode,
    });
    return answer.success
      ? { ok: true, token: answer.data.token }
      : { ok: false, code: answer.code, msg: answer.msg };
  }
  // crypto-js arrives with the key, not with the page (the dialog is in every page's header).
  const [dynamic, { encryptPassword }] = await Promise.all([
    getDynamicKey(),
    import('../../api/password-seal'),
  ]);
  if (!dynamic.success) return { ok: false, code: dynamic.code, msg: dynamic.msg };
  const answer = await login({
    mobile: request.mobile,
    mode: 0,
    auto,
    password: encryptPassword(request.password, dynamic.data),
    iv: dynamic.data.iv,
    key: dynamic.data.key,
    ...(request.captchaVerification ? { captchaVerification: request.captchaVerification } : {}),
  });
  return answer.success
    ? { ok: true, token: answer.data.token }
    : { ok: false, code: answer.code, msg: answer.msg };
}
