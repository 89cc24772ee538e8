// /user/pwd_find: phone, captcha + SMS code (type 2), the new password twice; success says 密码已重置 and opens login.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { codeFormError } from '../../../contract/login-rules';
import { getDynamicKey, retrievePassword } from '../../api/auth';
import { encryptPassword } from '../../api/password-seal';
import { showToast } from '../../features/login/toast';
import { openLogin, reset } from '../../features/user/session';
import { AccountCard, FormError, SubmitButton } from './account-card';
import { NewPasswordRows } from './new-password-rows';
import { PhoneCodeRows } from './phone-code-rows';

export const MSG_PASSWORD_RESET = '密码已重置';

export function PwdFindPage() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = codeFormError({ mobile, code, password, again });
    setError(problem);
    if (problem) return;
    setBusy(true);
    const key = await getDynamicKey();
    const answer = key.success
      ? await retrievePassword({
          mobile,
          verifyCode: code,
          password: encryptPassword(password, key.data),
          iv: key.data.iv,
          key: key.data.key,
        })
      : key;
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    // The server has ended this user's other logins; whoever was logged in here starts afresh.
    reset();
    showToast(MSG_PASSWORD_RESET, 'success');
    await navigate({ to: '/' });
    openLogin();
  };

  return (
    <AccountCard
      testId="pwd-find-page"
      title="找回密码"
      subtitle="通过手机验证码设置新的登录密码"
      aside={
        <>
          想起密码了？
          <button
            type="button"
            onClick={openLogin}
            className="font-medium text-brand-500 hover:text-brand-600"
          >
            直接登录
          </button>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-2">
        <PhoneCodeRows
          testIdPrefix="pwd-find"
          mobile={mobile}
          onMobile={setMobile}
          code={code}
          onCode={setCode}
          smsType={SMS_TYPE.retrievePassword}
          // Recovery asks for the point captcha: a password reset is worth the harder test.
          captchaType="clickWord"
          phonePlaceholder="请输入注册时的手机号"
        />
        <NewPasswordRows
          testIdPrefix="pwd-find"
          password={password}
          onPassword={setPassword}
          again={again}
          onAgain={setAgain}
          label="新密码"
        />
        <FormError testId="pwd-find-error" message={error} />
        <SubmitButton testId="pwd-find-submit" busy={busy}>
          {busy ? '提交中…' : '重置密码'}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}
