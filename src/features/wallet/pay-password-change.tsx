// 修改支付密码: old + new twice, with the lock shown when 5 wrong tries have locked it, and 忘记支付密码.
import { type FormEvent, useState } from 'react';
import { payPassStatus } from '../../../contract/calls/pay-withdraw';
import { formatShort } from '../../../contract/format/dates';
import { savePayPassword } from '../../api/pay-withdraw';
import { SiteLink } from '../../components/site-link';
import { invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { CentreSubmit, FormMessage } from '../user-centre/form-row';
import { newPayPasswordProblem, PayPasswordRow } from './pay-password-fields';

export function ChangePayPassword({ lockedUntil }: { lockedUntil: number | null }) {
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem =
      (!/^\d{6}$/.test(oldPassword) && '请输入6位数字原支付密码') ||
      newPayPasswordProblem(password, again);
    setError(problem);
    setSuccess(null);
    if (problem) return;
    setBusy(true);
    const answer = await savePayPassword({ oldPassword, password, confirmPassword: again });
    setBusy(false);
    setOldPassword('');
    // A wrong old password counts towards the lock, a right one changes it: the state is read again either way.
    void invalidateCall(payPassStatus);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    setPassword('');
    setAgain('');
    setSuccess('支付密码修改成功');
    showToast('支付密码修改成功', 'success');
  };

  return (
    <form
      data-testid="pay-password-form"
      onSubmit={submit}
      noValidate
      className="max-w-[560px] space-y-1"
    >
      {lockedUntil !== null && (
        <p
          data-testid="pay-password-locked"
          className="mb-4 ml-[100px] rounded-md bg-brand-50 px-4 py-2.5 text-sm text-brand-700"
        >
          支付密码错误次数过多，已锁定至 {formatShort(lockedUntil)}，可通过短信验证码找回支付密码。
        </p>
      )}
      <PayPasswordRow
        label="原支付密码"
        testId="pay-password-old"
        value={oldPassword}
        onValue={setOldPassword}
        placeholder="请输入原支付密码"
      />
      <PayPasswordRow
        label="新支付密码"
        testId="pay-password-new"
        value={password}
        onValue={setPassword}
        placeholder="请输入6位数字新支付密码"
      />
      <PayPasswordRow
        label="确认密码"
        testId="pay-password-again"
        value={again}
        onValue={setAgain}
        placeholder="请再次输入新支付密码"
      />
      <div className="sm:pl-[100px]">
        <FormMessage testId="pay-password-message" error={error} success={success} />
        <div className="mt-2 flex items-center gap-5">
          <CentreSubmit testId="pay-password-submit" busy={busy}>
            {busy ? '提交中…' : '修改支付密码'}
          </CentreSubmit>
          <SiteLink
            href="/v/wallet-forget-password"
            data-testid="pay-password-forgot"
            className="text-sm text-brand-600 hover:underline"
          >
            忘记支付密码？
          </SiteLink>
        </div>
      </div>
    </form>
  );
}
