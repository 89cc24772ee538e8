// The platform's shares: the anchor's percent of a gift's value (paid in 球票) and the expert's percent of a plan's
// price, each with a worked example computed from what is typed, before it is saved. Applies to later money only.
import { type FormEvent, useEffect, useState } from 'react';
import {
  adminSharesSave,
  SHARE_PERCENT_MAX,
  SHARE_PERCENT_MIN,
  type SharesView,
} from '../../../../contract/calls/admin-catalogue';
import { formatAmount } from '../../../../contract/format/price';
import { adminCall } from '../admin-api';
import { box, field, type Notice, numberOf, SaveLine } from './parts';

const EXAMPLE = 100;

/** What `percent` of 100 球钻 makes, rounded down to 0.01 as the ledger does. */
const shareOf = (percent: number) => Math.floor((EXAMPLE * 100 * percent) / 100) / 100;

const fields: { key: keyof SharesView; label: string; example: (p: number) => string }[] = [
  {
    key: 'giftAnchorPercent',
    label: '主播礼物分成',
    example: (p) =>
      `送出 ${EXAMPLE} 球钻的礼物 → 主播得 ${formatAmount(shareOf(p))} 球票，平台得 ${formatAmount(EXAMPLE - shareOf(p))} 球钻`,
  },
  {
    key: 'expertSharePercent',
    label: '专家方案分成',
    example: (p) =>
      `售出 ${EXAMPLE} 球钻的方案（结算后）→ 专家得 ${formatAmount(shareOf(p))} 球票，平台得 ${formatAmount(EXAMPLE - shareOf(p))} 球钻`,
  },
];

export function SharesForm({
  shares,
  defaults,
  onSaved,
}: {
  shares: SharesView;
  defaults: SharesView;
  onSaved: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    setDraft(Object.fromEntries(fields.map((f) => [f.key, String(shares[f.key])])));
  }, [shares]);

  const valid = (n: number | null): n is number =>
    n !== null && Number.isInteger(n) && n >= SHARE_PERCENT_MIN && n <= SHARE_PERCENT_MAX;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const changes: Partial<SharesView> = {};
    for (const f of fields) {
      const n = numberOf(draft[f.key]);
      if (!valid(n))
        return setNotice({
          tone: 'error',
          text: `${f.label}应为 ${SHARE_PERCENT_MIN}-${SHARE_PERCENT_MAX} 的整数`,
        });
      if (n !== shares[f.key]) changes[f.key] = n;
    }
    if (Object.keys(changes).length === 0) return setNotice({ tone: 'error', text: '没有修改' });
    if (!reason.trim()) return setNotice({ tone: 'error', text: '请填写修改原因' });
    const answer = await adminCall(adminSharesSave, { ...changes, reason });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg });
    setNotice({ tone: 'ok', text: '已保存，之后的礼物与方案销售按新分成结算' });
    setReason('');
    await onSaved();
  };

  return (
    <form onSubmit={save} className={box} data-testid="catalogue-shares">
      <h2 className="mb-2 font-medium">平台分成（只影响修改之后的礼物与方案销售）</h2>
      <div className="space-y-2">
        {fields.map((f) => {
          const n = numberOf(draft[f.key]);
          return (
            <div key={f.key} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <label className="flex items-center gap-2">
                <span className="w-24 shrink-0 text-slate-500">{f.label}</span>
                <input
                  className={`${field} w-20 tabular-nums`}
                  inputMode="numeric"
                  value={draft[f.key] ?? ''}
                  onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
                  aria-label={f.label}
                />
                <span className="text-xs text-slate-400">%（默认 {defaults[f.key]}）</span>
              </label>
              <span
                className="w-full text-xs text-slate-600 sm:w-auto"
                data-testid={`example-${f.key}`}
              >
                {valid(n) ? f.example(n) : `应为 ${SHARE_PERCENT_MIN}-${SHARE_PERCENT_MAX} 的整数`}
              </span>
            </div>
          );
        })}
      </div>
      <SaveLine reason={reason} onReason={setReason} label="保存分成" notice={notice} />
    </form>
  );
}
