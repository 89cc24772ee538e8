// 修改密码 (old + new twice) or 设置密码 when the account has none; both passwords encrypted with one dynamic key.
import { type FormEvent, useState } from 'react';
import type { UserProfile } from '../../../contract/calls/user';
import { PASSWORD_MAX } from '../../../contract/login-rules';
import { getDynamicKey } from '../../api/auth';
import { encryptPassword } from '../../api/password-seal';
import { initPassword, updatePassword } from '../../api/user';
import { PasswordField } from '../login/fields';
import { showToast } from '../login/toast';
import { CentreCard } from './centre-frame';
import { CentreRow, CentreSubmit, FormMessage } from './form-row';
import { passwordFormProblem, passwordSuccessText } from './profile-rules';

/** Sends the form with a fresh one-time key: the server decrypts both passwords with it, once. */
async function sendPassword(hasPassword: boolean, oldPassword: string, password: string) {
  const key = await getDynamicKey();
  if (!key.success) return key;
  const sealed = { password: encryptPassword(password, key.data), ...key.data };
  return hasPassword
    ? updatePassword({ ...sealed, oldPassword: encryptPassword(oldPassword, key.data) })
    : initPassword(sealed);
}

export function PasswordCard({
  profile,
  onPasswordSet,
}: {
  profile: UserProfile;
  onPasswordSet: () => void;
}) {
  const hasPassword = profile.hasPassword === 1;
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = passwordFormProblem({ hasPassword, oldPassword, password, again });
    setError(problem);
    setSuccess(null);
    if (problem) return;
    setBusy(true);
    const answer = await sendPassword(hasPassword, oldPassword, password);
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    const text = passwordSuccessText(hasPassword);
    setOldPassword('');
    setPassword('');
    setAgain('');
    setSuccess(text);
    showToast(text, 'success');
    if (!hasPassword) onPasswordSet();
  };

  return (
    <CentreCard
      testId="security-password"
      title={hasPassword ? '修改密码' : '设置密码'}
      note={
        hasPassword
          ? '定期更换密码，账号更安全'
          : '您是用短信验证码注册的，设置密码后也可以用手机号和密码登录'
      }
    >
      <form onSubmit={submit} noValidate className="max-w-[560px] space-y-1">
        {hasPassword && (
          <CentreRow label="原密码">
            <PasswordField
              testId="security-old-password"
              autoComplete="current-password"
              placeholder="请输入原密码"
              maxLength={PASSWORD_MAX}
              value={oldPassword}
              onValue={setOldPassword}
            />
          </CentreRow>
        )}
        <CentreRow label="新密码" note="6-20位字母、数字或组合">
          <PasswordField
            testId="security-new-password"
            autoComplete="new-password"
            placeholder={hasPassword ? '请输入新密码' : '请设置登录密码'}
            maxLength={PASSWORD_MAX}
            value={password}
            onValue={setPassword}
          />
        </CentreRow>
        <CentreRow label="确认密码">
          <PasswordField
            testId="security-new-password2"
            autoComplete="new-password"
            placeholder="请再次输入新密码"
            maxLength={PASSWORD_MAX}
            value={again}
            onValue={setAgain}
          />
        </CentreRow>
        <div className="sm:pl-[100px]">
          <FormMessage testId="security-message" error={error} success={success} />
          <div className="mt-2">
            <CentreSubmit testId="security-submit" busy={busy}>
              {busy ? '提交中…' : hasPassword ? '修改密码' : '设置密码'}
            </CentreSubmit>
          </div>
        </div>
      </form>
    </CentreCard>
  );
}
