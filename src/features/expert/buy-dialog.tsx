// Confirming a plan's purchase: what it is, its price, the balance before and after, 不中退 and the refund rules,
// and 确认支付 as a paid call (one idempotency key per open dialog); 余额不足 links to recharge.
import { useMemo, useState } from 'react';
import { buyPlan } from '../../../contract/calls/expert';
import { errors } from '../../../contract/errors';
import { formatAmount } from '../../../contract/format/price';
import { newIdempotencyKey, paidRequest } from '../../api/paid';
import { DialogFrame } from '../../components/dialog-frame';
import { PaidError } from '../../components/paid-error';
import { useLiveBalances } from '../wallet/recharge/live-balance';
import type { PlanItem } from './plan-card';

export function BuyDialog({
  plan,
  onClose,
  onBought,
}: {
  plan: Pick<PlanItem, 'id' | 'title' | 'price' | 'refundOnLoss' | 'expert'>;
  onClose(): void;
  onBought(): void;
}) {
  const balances = useLiveBalances();
  // One purchase per dialog: a double click or a retry after a lost answer is the same purchase.
  const key = useMemo(() => newIdempotencyKey(), []);
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<{ code: number; msg: string } | null>(null);
  const short = balances !== null && balances.balance < plan.price;

  const confirm = async () => {
    if (buying) return;
    setBuying(true);
    setFailure(null);
    const answer = await paidRequest(buyPlan, key, { planId: plan.id });
    setBuying(false);
    if (!answer.success) return setFailure({ code: answer.code, msg: answer.msg });
    onBought();
  };

  return (
    <DialogFrame testId="buy-dialog" title="购买方案" onClose={onClose}>
      <div className="space-y-3 px-5 py-4 text-sm">
        <p className="font-semibold text-neutral-900">{plan.title}</p>
        <p className="text-xs text-neutral-500">专家：{plan.expert.nickName}</p>
        <dl className="space-y-1.5 rounded-lg bg-neutral-50 px-3 py-2.5">
          <div className="flex justify-between">
            <dt className="text-neutral-500">方案价格</dt>
            <dd data-testid="buy-price" className="font-semibold text-brand-600">
              {plan.price} 球钻
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-neutral-500">球钻余额</dt>
            <dd data-testid="buy-balance" className={short ? 'text-brand-600' : 'text-neutral-800'}>
              {balances === null ? '…' : formatAmount(balances.balance)}
            </dd>
          </div>
          {balances !== null && !short && (
            <div className="flex justify-between text-xs">
              <dt className="text-neutral-400">支付后余额</dt>
              <dd className="text-neutral-500">{formatAmount(balances.balance - plan.price)}</dd>
            </div>
          )}
        </dl>
        <p className="text-xs leading-5 text-neutral-500">
          {plan.refundOnLoss ? '本方案「不中退」：未命中全额退回球钻。' : ''}
          走盘或比赛取消、延期，全额退回球钻。方案仅供参考，请理性看球。
        </p>
        {failure && <PaidError code={failure.code} msg={failure.msg} />}
        {short && !failure && (
          <PaidError code={errors.insufficientBalance.code} msg="球钻余额不足，充值后再来购买" />
        )}
      </div>
      <div className="flex gap-3 border-t border-neutral-100 px-5 py-3">
        <button
          type="button"
          onClick={onClose}
          className="h-11 flex-1 rounded-full text-sm text-neutral-600 ring-1 ring-neutral-200 hover:bg-neutral-50 sm:h-9"
        >
          再想想
        </button>
        <button
          type="button"
          data-testid="buy-confirm"
          disabled={buying || short}
          onClick={confirm}
          className="h-11 flex-1 rounded-full bg-brand-500 text-sm font-semibold text-white shadow hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50 sm:h-9"
        >
          {buying ? '支付中…' : `确认支付 ${plan.price} 球钻`}
        </button>
      </div>
    </DialogFrame>
  );
}
