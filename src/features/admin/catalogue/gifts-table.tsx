// The gift catalogue as the desk shows it: every gift, on sale or not, in the rooms' order, each editable in place,
// and a form for a new one.
import { useState } from 'react';
import type { CatalogueGift } from '../../../../contract/calls/admin-catalogue';
import { formatAmount } from '../../../../contract/format/price';
import { GiftForm } from './gift-form';
import { box, GiftPicture, small } from './parts';

export function GiftsTable({
  gifts,
  icons,
  onSaved,
}: {
  gifts: CatalogueGift[];
  icons: string[];
  onSaved: () => Promise<unknown>;
}) {
  /** The gift being edited, 'new' for the add form, null for none. */
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const done = async () => {
    setOpen(null);
    await onSaved();
  };
  return (
    <section className={box} data-testid="catalogue-gifts">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-medium">
          礼物（按排序显示在直播间礼物栏，新价格只用于之后送出的礼物）
        </h2>
        <button
          type="button"
          className={small}
          onClick={() => setOpen(open === 'new' ? null : 'new')}
        >
          {open === 'new' ? '收起' : '新增礼物'}
        </button>
      </div>
      {open === 'new' && <GiftForm gift={null} icons={icons} onDone={done} />}
      <ul className="divide-y divide-slate-100">
        {gifts.map((g) => (
          <li key={g.id} data-testid="catalogue-gift">
            <div className="flex items-center gap-2 py-1.5">
              <GiftPicture url={g.iconUrl} name={g.name} />
              <span className="min-w-0 flex-1">
                <span className="font-medium">{g.name}</span>
                {g.animated && <span className="ml-1 text-xs text-purple-600">动画</span>}
                {!g.enabled && <span className="ml-1 text-xs text-slate-400">已下架</span>}
                <span className="block text-xs text-slate-400 sm:inline sm:ml-2">
                  排序 {g.sort}
                </span>
              </span>
              <span
                className="text-accent-600 tabular-nums whitespace-nowrap"
                data-testid="catalogue-gift-price"
              >
                {formatAmount(g.price)} 球钻
              </span>
              <button
                type="button"
                className={small}
                aria-label={`编辑 ${g.name}`}
                onClick={() => setOpen(open === g.id ? null : g.id)}
              >
                {open === g.id ? '收起' : '编辑'}
              </button>
            </div>
            {open === g.id && <GiftForm gift={g} icons={icons} onDone={done} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
