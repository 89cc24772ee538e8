// The bound accounts of one kind, each with 解绑, and the notice shown to users not yet real-name verified.
import { useState } from 'react';
import { cardList, type PayoutAccount } from '../../../contract/calls/pay-withdraw';
import { formatFull } from '../../../contract/format/dates';
import { unbindPayoutAccount } from '../../api/pay-withdraw';
import { Icon } from '../../components/icons';
import { SiteLink } from '../../components/site-link';
import { invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { accountTitle } from './account-picker';

export function PayoutList({ accounts, testId }: { accounts: PayoutAccount[]; testId: string }) {
  const [busy, setBusy] = useState<number | null>(null);
  const unbind = async (a: PayoutAccount) => {
    if (busy !== null || !window.confirm(`确定解绑 ${accountTitle(a)} ${a.account} 吗？`)) return;
    setBusy(a.id);
    const answer = await unbindPayoutAccount(a.id);
    setBusy(null);
    if (!answer.success) {
      showToast(answer.msg, 'error');
      return;
    }
    showToast('已解绑', 'success');
    void invalidateCall(cardList);
  };
  return (
    <ul data-testid={testId} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {accounts.map((a) => (
        <li
          key={a.id}
          data-testid={`${testId}-item`}
          className={`relative overflow-hidden rounded-lg px-5 py-4 text-white shadow-sm ${
            a.type === 1
              ? 'bg-gradient-to-br from-brand-500 to-brand-700'
              : 'bg-gradient-to-br from-sky-500 to-sky-700'
          }`}
        >
          <div
            aria-hidden="true"
            className="absolute -right-6 -bottom-10 size-28 rounded-full border-[16px] border-white/10"
          />
          <div className="relative flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-full bg-white/20">
              <Icon name={a.type === 1 ? 'wallet' : 'phone'} className="size-[18px]" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-[15px] font-semibold">{accountTitle(a)}</p>
              <p className="text-xs text-white/70">持有人 {a.holderName}</p>
            </div>
            <button
              type="button"
              data-testid={`${testId}-unbind`}
              disabled={busy === a.id}
              onClick={() => unbind(a)}
              className="rounded-full border border-white/50 px-3 py-0.5 text-xs transition hover:bg-white/15 disabled:opacity-60"
            >
              解绑
            </button>
          </div>
          <p
            data-testid={`${testId}-number`}
            className="relative mt-4 font-mono text-lg tracking-wider"
          >
            {a.account}
          </p>
          <p className="relative mt-1 text-[11px] text-white/60">
            绑定于 {formatFull(a.createdAt).slice(0, 10)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function RealNameNotice({ testId }: { testId: string }) {
  return (
    <div
      data-testid={testId}
      className="flex items-center gap-4 rounded-md bg-amber-50 px-5 py-4 text-sm text-amber-800"
    >
      <Icon name="idCard" className="size-5 shrink-0" />
      <span>为保障资金安全，收款账户的持有人须与实名认证姓名一致。请先完成实名认证。</span>
      <SiteLink
        href="/v/personal-data"
        className="ml-auto shrink-0 font-semibold text-brand-600 hover:underline"
      >
        去实名认证
      </SiteLink>
    </div>
  );
}
