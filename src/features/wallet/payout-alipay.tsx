// 支付宝 (the payout account of type 2): the bound Alipay account (one), or the bind form — account (phone or e-mail) and the holder's real name.
import { type FormEvent, useState } from 'react';
import { cardList, type PayoutAccount } from '../../../contract/calls/pay-withdraw';
import { alipayAccountProblem } from '../../../contract/wallet-rules';
import { bindPayoutAccount } from '../../api/pay-withdraw';
import { invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { CentreRow, CentreSubmit, FormMessage } from '../user-centre/form-row';
import { PayoutList, RealNameNotice } from './payout-list';
import { TextInput } from './wallet-fields';

function BindAlipayForm() {
  const [account, setAccount] = useState('');
  const [holderName, setHolderName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem =
      alipayAccountProblem(account) || (!holderName.trim() && '请输入支付宝实名姓名') || null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = await bindPayoutAccount({
      type: 2,
      account: account.trim(),
      holderName: holderName.trim(),
    });
    setBusy(false);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    setAccount('');
    setHolderName('');
    showToast('支付宝绑定成功', 'success');
    void invalidateCall(cardList);
  };

  return (
    <form
      data-testid="alipay-form"
      onSubmit={submit}
      noValidate
      className="max-w-[560px] space-y-1"
    >
      <CentreRow label="支付宝账号" htmlFor="alipay-account" note="支付宝登录用的手机号或邮箱">
        <TextInput
          id="alipay-account"
          testId="alipay-account"
          placeholder="请输入支付宝账号"
          maxLength={100}
          value={account}
          onValue={setAccount}
        />
      </CentreRow>
      <CentreRow label="真实姓名" htmlFor="alipay-holder" note="须与实名认证姓名一致">
        <TextInput
          id="alipay-holder"
          testId="alipay-holder"
          autoComplete="name"
          placeholder="请输入支付宝实名姓名"
          maxLength={20}
          value={holderName}
          onValue={setHolderName}
        />
      </CentreRow>
      <div className="sm:pl-[100px]">
        <FormMessage testId="alipay-message" error={error} />
        <div className="mt-2">
          <CentreSubmit testId="alipay-submit" busy={busy}>
            {busy ? '绑定中…' : '绑定支付宝'}
          </CentreSubmit>
        </div>
      </div>
    </form>
  );
}

export function AlipayAccount({
  accounts,
  verified,
}: {
  accounts: PayoutAccount[];
  verified: boolean;
}) {
  const alipay = accounts.filter((a) => a.type === 2);
  if (alipay.length > 0)
    return (
      <div className="space-y-4">
        <PayoutList accounts={alipay} testId="alipay-list" />
        <p className="text-xs text-neutral-400">只能绑定一个支付宝账号；如需更换，请先解绑。</p>
      </div>
    );
  return verified ? <BindAlipayForm /> : <RealNameNotice testId="alipay-realname" />;
}
