// 选择充值金额: the packages grid, the custom amount, what the choice costs and brings, and 立即充值,
// which places the order (once per choice, however often clicked) and opens the gateway's checkout page.
import { useRef, useState } from 'react';
import type { CallData } from '../../../../contract/call';
import type { paySetting } from '../../../../contract/calls/pay-recharge';
import { formatAmount } from '../../../../contract/format/price';
import { newIdempotencyKey } from '../../../api/paid';
import { placeRecharge } from '../../../api/pay-recharge';
import { CentreCard } from '../../user-centre/centre-frame';
import { PackageGrid } from './package-grid';
import {
  choiceKey,
  choiceQuote,
  choiceRequest,
  customAmountProblem,
  type RechargeChoice,
} from './recharge-rules';

type Setting = CallData<typeof paySetting>;

/** Sends the browser to the checkout page (a server page of the gateway, not a route of ours). */
const openCheckout = (url: string) => window.location.assign(url);

export function RechargeCard({ setting }: { setting: Setting }) {
  const [choice, setChoice] = useState<RechargeChoice | null>(
    setting.packages[0] ? { kind: 'package', id: setting.packages[0].id } : null,
  );
  const [customText, setCustomText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One idempotency key per choice: a double click or a retry places one order, a new choice a new one.
  const key = useRef<{ choice: string; key: string } | null>(null);

  const quote = choiceQuote(choice, setting.packages, setting.custom, setting.diamondsPerYuan);

  const choose = (next: RechargeChoice) => {
    setChoice(next);
    setError(null);
    if (next.kind === 'custom') setCustomText(next.text);
  };

  const submit = async () => {
    if (busy || !choice) return;
    if (choice.kind === 'custom') {
      const problem = customAmountProblem(choice.text, setting.custom);
      if (problem) return setError(problem);
    }
    const id = choiceKey(choice);
    if (key.current?.choice !== id) key.current = { choice: id, key: newIdempotencyKey() };
    setBusy(true);
    setError(null);
    const answer = await placeRecharge(key.current.key, choiceRequest(choice));
    if (!answer.success) {
      setBusy(false);
      setError(answer.msg);
      return;
    }
    // Placed: the next click (back from the checkout) is a new order.
    key.current = null;
    openCheckout(answer.data.checkoutUrl);
    setBusy(false);
  };

  return (
    <CentreCard title="选择充值金额" note="选择套餐或输入自定义金额，支付成功后球钻立即到账">
      <PackageGrid
        packages={setting.packages}
        limits={setting.custom}
        choice={choice}
        customText={customText}
        onChoose={choose}
      />
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-neutral-100 pt-5 sm:flex-nowrap">
        <p className="text-sm text-neutral-500">
          应付金额
          <span
            data-testid="pay-price"
            className="ml-2 font-mono text-2xl font-bold text-brand-500"
          >
            ¥{quote ? formatAmount(quote.price) : '--'}
          </span>
        </p>
        <p className="text-sm text-neutral-500">
          到账
          <span
            data-testid="pay-diamonds"
            className="mx-1.5 font-mono text-base font-semibold text-neutral-900"
          >
            {quote ? formatAmount(quote.diamonds) : '--'}
          </span>
          球钻
          {quote && quote.bonus > 0 && (
            <span className="ml-2 text-xs text-accent-600">
              （含赠送 {formatAmount(quote.bonus)}）
            </span>
          )}
        </p>
        {error && (
          <p role="alert" data-testid="pay-error" className="text-sm text-brand-600">
            {error}
          </p>
        )}
        <button
          type="button"
          data-testid="pay-submit"
          disabled={busy || !choice}
          onClick={submit}
          className="ml-auto h-11 rounded-full bg-brand-500 px-10 text-[15px] font-semibold whitespace-nowrap text-white hover:bg-brand-600 max-sm:w-full sm:h-10 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? '正在下单…' : '立即充值'}
        </button>
      </div>
    </CentreCard>
  );
}
