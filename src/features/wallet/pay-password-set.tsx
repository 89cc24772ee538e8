// 设置支付密码: the first pay password (6 digits, twice); withdrawals need it.
import { type FormEvent, useState } from 'react';
import { payPassStatus } from '../../../contract/calls/pay-withdraw';
import { savePayPassword } from '../../api/pay-withdraw';
import { invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { CentreSubmit, FormMessage } from '../user-centre/form-row';
import { newPayPasswordProblem, PayPasswordRow } from './pay-password-fields';

export function SetPayPassword() {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = newPayPasswordProblem(password, again);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await savePayPassword({ password, confirmPassword: again });
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    showToast('支付密码设置成功', 'success');
    void invalidateCall(payPassStatus);
  };

  return (
    <form
      data-testid="pay-password-set-form"
      onSubmit={submit}
      noValidate
      className="max-w-[560px] space-y-1"
    >
      <p className="mb-4 sm:pl-[100px] text-sm text-neutral-500">
        支付密码用于提现，请勿与登录密码相同。
      </p>
      <PayPasswordRow
        label="支付密码"
        testId="pay-password-set-password"
        value={password}
        onValue={setPassword}
        placeholder="请设置6位数字支付密码"
      />
      <PayPasswordRow
        label="确认密码"
        testId="pay-password-set-again"
        value={again}
        onValue={setAgain}
        placeholder="请再次输入支付密码"
      />
      <div className="sm:pl-[100px]">
        <FormMessage testId="pay-password-set-message" error={error} />
        <div className="mt-2">
          <CentreSubmit testId="pay-password-set-submit" busy={busy}>
            {busy ? '提交中…' : '设置支付密码'}
          </CentreSubmit>
        </div>
      </div>
    </form>
  );
}
