// <NobilityDialog onClose>: the seven tiers with their privileges and monthly price, the user's tier, expiry
// and free horns, and 开通 / 续费 / 升级 for 1–12 months as a paid call (one idempotency key per click).
import { useCallback, useEffect, useState } from 'react';
import type { CallData } from '../../../contract/call';
import type { nobilityBag } from '../../../contract/calls/chat';
import type { payNobilityList } from '../../../contract/calls/pay-spend';
import { formatFull } from '../../../contract/format/dates';
import { formatAmount } from '../../../contract/format/price';
import { buyNobility, getNobilityBag, getNobilityTiers } from '../../api/nobility';
import { newIdempotencyKey } from '../../api/paid';
import { DialogFrame } from '../../components/dialog-frame';
import { PaidError } from '../../components/paid-error';
import { useObservable } from '../../lib/use-observable';
import { showToast } from '../login/toast';
import { useCatalogueChanges } from '../room/catalogues';
import { currentSession, openLogin, select } from '../user/session';
import { useNobilityBubbles } from './bubbles';
import { purchaseKind, purchaseLabel } from './purchase-kind';
import { TierCard } from './tier-card';

type TierList = CallData<typeof payNobilityList>;
type Bag = CallData<typeof nobilityBag>;

const MONTH_CHOICES = [1, 3, 6, 12] as const;
const auth$ = select((s) => s.auth);

export function NobilityDialog({ onClose }: { onClose(): void }) {
  const auth = useObservable(auth$, currentSession().auth);
  const bubbles = useNobilityBubbles();
  const [list, setList] = useState<TierList | null>(null);
  const [bag, setBag] = useState<Bag | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [months, setMonths] = useState<number>(1);
  const [buying, setBuying] = useState(false);
  const [failure, setFailure] = useState<{ code: number; msg: string } | null>(null);

  const reload = useCallback(async () => {
    const [tiers, mine] = await Promise.all([
      getNobilityTiers(),
      auth ? getNobilityBag() : Promise.resolve(null),
    ]);
    if (tiers.success) setList(tiers.data);
    setBag(mine?.success ? mine.data : null);
  }, [auth]);

  useEffect(() => {
    void reload();
  }, [reload]);
  // An operator's new monthly prices show at once in an open dialog.
  useCatalogueChanges('nobility', reload);

  const current = list?.current ?? null;
  const tier = list?.tiers.find((t) => t.id === (chosen ?? current?.tier ?? 1)) ?? null;
  const kind = tier ? purchaseKind(current, tier.id, Date.now()) : 'new';

  const buy = async () => {
    if (!tier || kind === 'lower' || buying) return;
    if (!auth) return openLogin();
    setBuying(true);
    setFailure(null);
    const answer = await buyNobility({ tier: tier.id, months }, newIdempotencyKey());
    setBuying(false);
    if (!answer.success) return setFailure({ code: answer.code, msg: answer.msg });
    showToast(
      `${answer.data.name}${purchaseLabel[answer.data.kind]}成功，有效期至 ${formatFull(answer.data.expiresAt)}`,
      'success',
    );
    await reload();
  };

  return (
    <DialogFrame testId="nobility-dialog" title="贵族特权" width={760} onClose={onClose}>
      <div className="space-y-4 px-5 py-4">
        <p data-testid="nobility-current" className="text-sm text-neutral-600">
          {!auth
            ? '登录后可开通贵族，享受专属特权。'
            : current
              ? `当前：${current.name}，${formatFull(current.expiresAt)} 到期${
                  bag && bag.freeHornsLeft > 0 ? `；本月免费喇叭还剩 ${bag.freeHornsLeft} 次` : ''
                }`
              : '您还不是贵族，开通后立即生效，每月按 30 天计。'}
        </p>
        {list === null ? (
          <div className="grid h-40 animate-pulse grid-cols-4 gap-3 rounded-lg bg-neutral-50" />
        ) : (
          <div className="grid grid-cols-4 gap-3" data-testid="nobility-tiers">
            {list.tiers.map((t) => (
              <TierCard
                key={t.id}
                tier={t}
                bubble={bubbles?.get(t.id)}
                selected={t.id === tier?.id}
                held={current?.tier === t.id}
                onSelect={() => {
                  setChosen(t.id);
                  setFailure(null);
                }}
              />
            ))}
          </div>
        )}
        {tier && (
          <div className="rounded-lg bg-neutral-50 px-4 py-3">
            <p className="text-sm font-semibold text-neutral-800">{tier.name}特权</p>
            <ul
              data-testid="nobility-privileges"
              className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3"
            >
              {tier.privileges.map((p) => (
                <li
                  key={p}
                  className="text-xs text-neutral-600 before:mr-1 before:text-amber-500 before:content-['✦']"
                >
                  {p}
                </li>
              ))}
            </ul>
          </div>
        )}
        {failure && <PaidError code={failure.code} msg={failure.msg} />}
      </div>
      {tier && (
        <div className="flex flex-wrap items-center gap-3 border-t border-neutral-100 px-5 py-3 sm:flex-nowrap">
          <span className="text-sm whitespace-nowrap text-neutral-500">时长</span>
          <div className="flex gap-1.5">
            {MONTH_CHOICES.map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={months === m}
                onClick={() => setMonths(m)}
                className={`h-8 rounded-full px-3 text-sm whitespace-nowrap ring-1 ${
                  months === m
                    ? 'bg-brand-50 font-semibold text-brand-600 ring-brand-400'
                    : 'text-neutral-600 ring-neutral-200 hover:ring-neutral-300'
                }`}
              >
                {m} 个月
              </button>
            ))}
          </div>
          <span className="text-sm whitespace-nowrap text-neutral-600 sm:ml-auto">
            合计
            <span data-testid="nobility-total" className="mx-1 text-lg font-bold text-brand-600">
              {formatAmount(tier.monthlyPrice * months)}
            </span>
            球钻
          </span>
          <button
            type="button"
            data-testid="nobility-buy"
            disabled={kind === 'lower' || buying}
            onClick={buy}
            className="ml-auto h-11 rounded-full bg-gradient-to-r whitespace-nowrap sm:ml-0 sm:h-9 from-amber-500 to-brand-500 px-6 text-sm font-semibold text-white shadow hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {!auth ? '登录后开通' : buying ? '处理中…' : purchaseLabel[kind]}
          </button>
        </div>
      )}
    </DialogFrame>
  );
}
