// 找回支付密码: the account's phone, captcha + SMS code (type 4, sent only to that phone), the new pay password twice.
import { type FormEvent, useState } from 'react';
import { payPassStatus } from '../../../contract/calls/pay-withdraw';
import { SMS_TYPE } from '../../../contract/calls/sms';
import { captchaPhoneError, codeError } from '../../../contract/login-rules';
import { resetPayPassword, sendPayPasswordSms } from '../../api/pay-withdraw';
import { invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { CentreSubmit, FormMessage } from '../user-centre/form-row';
import { OwnPhoneCodeRows } from '../user-centre/own-phone-code-rows';
import { newPayPasswordProblem, PayPasswordRow } from './pay-password-fields';

export function ForgetPayPasswordForm({
  maskedMobile,
  onReset,
}: {
  /** The account's phone, masked (138****0001), as a hint of which number to type. */
  maskedMobile: string;
  onReset: () => void;
}) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem =
      captchaPhoneError(mobile) ?? codeError(code) ?? newPayPasswordProblem(password, again);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await resetPayPassword({
      mobile,
      verifyCode: code,
      password,
      confirmPassword: again,
    });
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    showToast('支付密码已重置', 'success');
    // The wallet shows the pay password unlocked: what it had cached is stale.
    void invalidateCall(payPassStatus);
    onReset();
  };

  return (
    <form
      data-testid="forget-form"
      onSubmit={submit}
      noValidate
      className="max-w-[560px] space-y-1"
    >
      <OwnPhoneCodeRows
        testIdPrefix="forget"
        maskedMobile={maskedMobile}
        mobile={mobile}
        onMobile={setMobile}
        code={code}
        onCode={setCode}
        smsType={SMS_TYPE.payPassword}
        sendCode={sendPayPasswordSms}
      />
      <PayPasswordRow
        label="新支付密码"
        testId="forget-password"
        value={password}
        onValue={setPassword}
        placeholder="请设置6位数字支付密码"
      />
      <PayPasswordRow
        label="确认密码"
        testId="forget-again"
        value={again}
        onValue={setAgain}
        placeholder="请再次输入支付密码"
      />
      <div className="sm:pl-[100px]">
        <FormMessage testId="forget-message" error={error} />
        <div className="mt-2">
          <CentreSubmit testId="forget-submit" busy={busy}>
            {busy ? '提交中…' : '重置支付密码'}
          </CentreSubmit>
        </div>
      </div>
    </form>
  );
}
