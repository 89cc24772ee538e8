// The gift bar under the video: the catalogue with prices in 球钻, the count (1, 10, 66, 99, 520), the viewer's
// balance, one idempotency key per click, the combo counter, and 余额不足 → a confirm to recharge.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { payGift } from '../../../../contract/calls/pay-spend';
import { errors } from '../../../../contract/errors';
import { formatAmount } from '../../../../contract/format/price';
import { newIdempotencyKey, paidRequest } from '../../../api/paid';
import { showToast } from '../../login/toast';
import { currentSession, openLogin } from '../../user/session';
import { useLiveBalances } from '../../wallet/recharge/live-balance';
import { BarrageControls } from '../barrage/barrage-controls';
import { useRoomGifts } from '../catalogues';
import { type Combo, nextCombo } from './combo';
import { GiftIcon } from './gift-icon';

export const GIFT_COUNTS = [1, 10, 66, 99, 520] as const;

export function GiftBar({
  anchorId,
  roomId,
  isMe,
}: {
  anchorId: number;
  roomId: number;
  isMe: boolean;
}) {
  const gifts = useRoomGifts();
  const balances = useLiveBalances();
  const navigate = useNavigate();
  const [count, setCount] = useState<number>(1);
  const [combo, setCombo] = useState<Combo | null>(null);
  const [askRecharge, setAskRecharge] = useState(false);

  const send = (giftId: number, name: string) => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    setCombo((prev) => nextCombo(prev, giftId, count, Date.now()));
    // One key per click: a retry of this click moves the money once, another click is another gift.
    void paidRequest(payGift, newIdempotencyKey(), { anchorId, giftId, count, roomId }).then(
      (answer) => {
        if (answer.success) showToast(`送出 ${name} ×${answer.data.count}`, 'success');
        else if (answer.code === errors.insufficientBalance.code) setAskRecharge(true);
        else showToast(answer.msg, 'error');
      },
    );
  };

  return (
    <div
      data-testid="gift-bar"
      className="relative flex flex-wrap items-center gap-x-4 gap-y-2 bg-white px-4 py-3"
    >
      <BarrageControls />
      {/* The whole catalogue in view, on its own line above the controls: no gift hides off the edge. */}
      <ul className="order-first flex w-full flex-wrap items-center gap-0.5 border-b border-neutral-100 pb-2">
        {(gifts ?? []).map((g) => (
          <li key={g.id}>
            <button
              type="button"
              data-testid="gift-item"
              disabled={isMe}
              title={isMe ? '不能给自己送礼物' : `${g.name} ${formatAmount(g.price)} 球钻`}
              onClick={() => send(g.id, g.name)}
              className="relative flex min-w-[58px] flex-col items-center rounded-lg px-1 py-1 hover:bg-brand-50 disabled:opacity-50"
            >
              <GiftIcon icon={g.icon} giftId={g.id} animated={g.animated} />
              <span className="w-full truncate text-center text-xs text-neutral-700">{g.name}</span>
              <span className="whitespace-nowrap text-[11px] text-accent-600">
                {formatAmount(g.price)}球钻
              </span>
              {combo && combo.giftId === g.id && combo.combo > 1 && (
                <span
                  key={combo.combo}
                  data-testid="gift-combo"
                  className="absolute -top-2 right-0 rounded-full bg-brand-500 px-1.5 text-[11px] font-bold text-white italic"
                >
                  ×{combo.combo}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {GIFT_COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            data-testid="gift-count"
            aria-pressed={count === n}
            onClick={() => setCount(n)}
            className={`rounded px-2 py-1 text-xs max-lg:h-11 max-lg:min-w-11 ${
              count === n ? 'bg-brand-500 text-white' : 'bg-neutral-100 text-neutral-600'
            }`}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="shrink-0 text-right text-xs">
        <p className="text-neutral-400">我的球钻</p>
        <p data-testid="room-balance" className="font-mono font-semibold text-neutral-900">
          {balances ? formatAmount(balances.balance) : '--'}
        </p>
      </div>
      {askRecharge && (
        <div
          role="dialog"
          aria-modal
          data-testid="recharge-confirm"
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/40"
        >
          <div className="w-80 rounded-xl bg-white p-6 text-center shadow-2xl">
            <p className="text-lg font-bold text-neutral-900">{errors.insufficientBalance.msg}</p>
            <p className="mt-2 text-sm text-neutral-500">球钻不够送这份礼物了，去充值吗？</p>
            <div className="mt-5 flex gap-3">
              <button
                type="button"
                onClick={() => setAskRecharge(false)}
                className="flex-1 rounded-full bg-neutral-100 py-2 text-sm text-neutral-600"
              >
                取消
              </button>
              <button
                type="button"
                data-testid="go-recharge"
                onClick={() => void navigate({ to: '/v/pay' })}
                className="flex-1 rounded-full bg-brand-500 py-2 text-sm font-semibold text-white"
              >
                去充值
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
