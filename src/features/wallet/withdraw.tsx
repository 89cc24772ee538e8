// 提现: the withdrawal form — payout account, amount with the fee and the amount received previewed, pay password.
import { type FormEvent, useMemo, useState } from 'react';
import {
  type PayoutAccount,
  payPassStatus,
  recordWithdraw,
} from '../../../contract/calls/pay-withdraw';
import { formatMinor } from '../../../contract/format/price';
import { newIdempotencyKey } from '../../api/paid';
import { requestWithdrawal } from '../../api/pay-withdraw';
import { SiteLink } from '../../components/site-link';
import { invalidateCall } from '../../lib/query';
import { PasswordField } from '../login/fields';
import { showToast } from '../login/toast';
import { CentreRow, CentreSubmit, FormMessage } from '../user-centre/form-row';
import { AccountPicker } from './account-picker';
import { TextInput } from './wallet-fields';
import type { WalletTab, WithdrawalRules } from './wallet-rules';
import { withdrawalPreview } from './wallet-rules';

export interface WithdrawFormProps {
  ticketUnits: number;
  accounts: PayoutAccount[];
  rules: WithdrawalRules;
  payPasswordSet: boolean;
  onGo: (tab: WalletTab) => void;
  onSubmitted: () => void;
}

function Missing({
  text,
  action,
  onClick,
  testId,
}: {
  text: string;
  action: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex items-center gap-4 rounded-md bg-amber-50 px-5 py-3 text-sm text-amber-800"
    >
      {text}
      <button
        type="button"
        onClick={onClick}
        className="font-semibold text-brand-600 hover:underline"
      >
        {action}
      </button>
    </div>
  );
}

const rulesNote = (ticketUnits: number, rules: WithdrawalRules) =>
  `可提现 ${formatMinor(ticketUnits)} 球票；单笔最低 ${formatMinor(rules.min * 100)}，手续费 ${rules.feePercent}%（最低 ${formatMinor(rules.feeMin * 100)}），每日上限 ${formatMinor(rules.dailyMax * 100)}`;

export function WithdrawForm({
  ticketUnits,
  accounts,
  rules,
  payPasswordSet,
  onGo,
  onSubmitted,
}: WithdrawFormProps) {
  const [accountId, setAccountId] = useState<number | null>(accounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = withdrawalPreview(amount, rules, ticketUnits);
  const chosen = accounts.some((a) => a.id === accountId) ? accountId : (accounts[0]?.id ?? null);
  // One key per filled form: a retry of the same withdrawal reuses it, a changed one gets a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs name the withdrawal the key is for
  const key = useMemo(() => newIdempotencyKey(), [chosen, amount]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem =
      (chosen === null && '请选择收款账户') ||
      preview.problem ||
      (!/^\d{6}$/.test(payPassword) && '请输入6位数字支付密码') ||
      null;
    setError(problem);
    if (problem || chosen === null || preview.units === null) return;
    setBusy(true);
    const answer = await requestWithdrawal(key, {
      amount: preview.units / 100,
      accountId: chosen,
      payPassword,
    });
    setBusy(false);
    setPayPassword('');
    // A wrong pay password counts towards the lock; a withdrawal made is a new record.
    void invalidateCall(payPassStatus, recordWithdraw);
    if (!answer.success) {
      setError(answer.msg);
      return;
    }
    setAmount('');
    showToast('提现申请已提交，等待审核', 'success');
    onSubmitted();
  };

  return (
    <form
      data-testid="withdraw-form"
      onSubmit={submit}
      noValidate
      className="max-w-[640px] space-y-1"
    >
      {accounts.length === 0 && (
        <div className="mb-4 sm:pl-[100px]">
          <Missing
            testId="withdraw-no-account"
            text="还没有绑定收款账户"
            action="去绑定银行卡"
            onClick={() => onGo('bank-cards')}
          />
        </div>
      )}
      {!payPasswordSet && (
        <div className="mb-4 sm:pl-[100px]">
          <Missing
            testId="withdraw-no-password"
            text="提现需要支付密码"
            action="去设置支付密码"
            onClick={() => onGo('pay-password')}
          />
        </div>
      )}
      {accounts.length > 0 && (
        <CentreRow label="收款账户">
          <AccountPicker accounts={accounts} value={chosen} onChange={setAccountId} />
        </CentreRow>
      )}
      <CentreRow
        label="提现金额"
        htmlFor="withdraw-amount"
        note={amount && preview.problem ? preview.problem : rulesNote(ticketUnits, rules)}
        noteTone={amount && preview.problem ? 'bad' : 'muted'}
      >
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <TextInput
              id="withdraw-amount"
              testId="withdraw-amount"
              inputMode="decimal"
              placeholder="请输入提现球票数"
              maxLength={12}
              value={amount}
              onValue={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
              suffix="球票"
            />
          </div>
          <button
            type="button"
            data-testid="withdraw-all"
            onClick={() => setAmount(formatMinor(ticketUnits).replace(/,/g, ''))}
            className="h-11 shrink-0 rounded-md border border-brand-300 px-4 text-sm text-brand-600 hover:bg-brand-50"
          >
            全部提现
          </button>
        </div>
      </CentreRow>
      <CentreRow label="费用明细">
        <p
          data-testid="withdraw-preview"
          className="flex h-11 items-center gap-6 text-sm text-neutral-600"
        >
          <span>
            手续费 <b className="font-mono text-neutral-900">{formatMinor(preview.feeUnits)}</b>{' '}
            球票
          </span>
          <span>
            预计到账{' '}
            <b className="font-mono text-lg text-brand-600">¥{formatMinor(preview.actualUnits)}</b>
          </span>
        </p>
      </CentreRow>
      <CentreRow label="支付密码">
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            <PasswordField
              testId="withdraw-pay-password"
              autoComplete="off"
              inputMode="numeric"
              placeholder="请输入6位数字支付密码"
              maxLength={6}
              value={payPassword}
              onValue={(v) => setPayPassword(v.replace(/\D/g, ''))}
            />
          </div>
          <SiteLink
            href="/v/wallet-forget-password"
            data-testid="withdraw-forgot"
            className="shrink-0 text-sm text-neutral-500 hover:text-brand-500"
          >
            忘记支付密码？
          </SiteLink>
        </div>
      </CentreRow>
      <div className="sm:pl-[100px]">
        <FormMessage testId="withdraw-message" error={error} />
        <div className="mt-2">
          <CentreSubmit
            testId="withdraw-submit"
            busy={busy}
            disabled={accounts.length === 0 || !payPasswordSet}
          >
            {busy ? '提交中…' : '确认提现'}
          </CentreSubmit>
        </div>
      </div>
    </form>
  );
}
