// A locked plan: the content sealed (no pick or analysis reaches the page), the price, and 购买 — the login
// dialog for a visitor, else the confirm dialog; 比赛结束后免费公开 says when everyone may read it.
import { useState } from 'react';
import { showToast } from '../login/toast';
import { currentSession, openLogin } from '../user/session';
import { LockIcon } from './badges';
import { BuyDialog } from './buy-dialog';
import type { PlanDetail } from './plan-picks';

export function LockedPanel({ plan, onBought }: { plan: PlanDetail; onBought(): void }) {
  const [open, setOpen] = useState(false);
  const buy = () => {
    if (!currentSession().auth) return openLogin();
    setOpen(true);
  };
  return (
    <section
      data-testid="plan-locked"
      className="flex flex-col items-center rounded-lg bg-white px-4 py-8 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-500">
        <LockIcon className="size-7" />
      </span>
      <p className="mt-3 font-semibold text-neutral-900">方案内容已加密锁定</p>
      <p className="mt-1 text-xs leading-5 text-neutral-500">
        购买后立即查看推荐与分析；比赛结束后所有人可免费查看
        {plan.refundOnLoss && <span className="text-emerald-600">；本方案不中退</span>}
      </p>
      <button
        type="button"
        data-testid="plan-buy"
        onClick={buy}
        className="mt-4 h-11 min-w-48 rounded-full bg-gradient-to-r from-accent-500 to-brand-500 px-8 text-sm font-semibold text-white shadow hover:brightness-110"
      >
        {plan.price} 球钻 立即查看
      </button>
      {open && (
        <BuyDialog
          plan={plan}
          onClose={() => setOpen(false)}
          onBought={() => {
            setOpen(false);
            showToast('购买成功，方案已解锁', 'success');
            onBought();
          }}
        />
      )}
    </section>
  );
}
