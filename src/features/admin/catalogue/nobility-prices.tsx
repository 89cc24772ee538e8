// The seven nobility tiers' monthly prices (names and privileges stay the code's): the changed ones are saved
// together, with one reason, and apply to purchases made after the save.
import { type FormEvent, useEffect, useState } from 'react';
import type { CallData } from '../../../../contract/call';
import {
  type adminCatalogue,
  adminNobilityPrices,
} from '../../../../contract/calls/admin-catalogue';
import { formatAmount } from '../../../../contract/format/price';
import { adminCall } from '../admin-api';
import { box, field, type Notice, numberOf, SaveLine } from './parts';

type Tier = CallData<typeof adminCatalogue>['nobility'][number];

export function NobilityPrices({
  tiers,
  onSaved,
}: {
  tiers: Tier[];
  onSaved: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    setDraft(Object.fromEntries(tiers.map((t) => [t.id, String(t.monthlyPrice)])));
  }, [tiers]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const prices: { tier: number; monthlyPrice: number }[] = [];
    for (const t of tiers) {
      const n = numberOf(draft[t.id]);
      if (n === null || n <= 0 || Math.round(n * 100) !== n * 100)
        return setNotice({ tone: 'error', text: `${t.name}的价格应为大于 0、最多两位小数的数` });
      if (n !== t.monthlyPrice) prices.push({ tier: t.id, monthlyPrice: n });
    }
    if (prices.length === 0) return setNotice({ tone: 'error', text: '没有修改' });
    if (!reason.trim()) return setNotice({ tone: 'error', text: '请填写修改原因' });
    const answer = await adminCall(adminNobilityPrices, { prices, reason });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg });
    setNotice({ tone: 'ok', text: '已保存，之后的开通与续费按新价格' });
    setReason('');
    await onSaved();
  };

  return (
    <form onSubmit={save} className={box} data-testid="catalogue-nobility">
      <h2 className="mb-2 font-medium">贵族月价（球钻 / 30 天）</h2>
      <ul className="divide-y divide-slate-100">
        {tiers.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
            <span className="w-10 shrink-0 font-medium">{t.name}</span>
            <input
              className={`${field} w-28 tabular-nums`}
              inputMode="decimal"
              value={draft[t.id] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [t.id]: e.target.value }))}
              aria-label={`${t.name}月价`}
            />
            <span className="text-xs text-slate-400">默认 {formatAmount(t.defaultPrice)}</span>
            <span
              className="min-w-0 flex-1 truncate text-xs text-slate-500"
              title={t.privileges.join('、')}
            >
              {t.privileges.join('、')}
            </span>
          </li>
        ))}
      </ul>
      <SaveLine reason={reason} onReason={setReason} label="保存价格" notice={notice} />
    </form>
  );
}
