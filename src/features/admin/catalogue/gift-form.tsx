// One gift's form, for a new gift or an edit: name, price in 球钻, icon (from the site's set, an upload, or by
// name), animated, sort, on/off, and the reason. An edit sends only what changed; a new price applies to gifts sent after it.
import { type ChangeEvent, type FormEvent, useState } from 'react';
import {
  adminGiftAdd,
  adminGiftEdit,
  adminGiftIconUpload,
  type CatalogueGift,
  GIFT_ICON_MAX_CHARS,
} from '../../../../contract/calls/admin-catalogue';
import { adminCall } from '../admin-api';
import { field, GiftPicture, type Notice, numberOf, SaveLine } from './parts';

type Draft = Omit<CatalogueGift, 'id' | 'iconUrl' | 'price' | 'sort'> & {
  price: string;
  sort: string;
};

const blank: Draft = { name: '', price: '', icon: '', animated: false, sort: '0', enabled: true };

const draftOf = (g: CatalogueGift | null): Draft =>
  g ? { ...g, price: String(g.price), sort: String(g.sort) } : blank;

export function GiftForm({
  gift,
  icons,
  onDone,
}: {
  /** null: a new gift. */
  gift: CatalogueGift | null;
  icons: string[];
  onDone: () => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(gift));
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  /** Pictures uploaded in this form, offered beside the set. */
  const [uploaded, setUploaded] = useState<string[]>([]);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    const file = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(picked);
    });
    if (file.length > GIFT_ICON_MAX_CHARS)
      return setNotice({ tone: 'error', text: '图标图片不能超过 300 KB' });
    const answer = await adminCall(adminGiftIconUpload, { file });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg });
    setUploaded((list) => [answer.data.url, ...list]);
    set('icon', answer.data.url);
    setNotice({ tone: 'ok', text: '图标已上传，保存后生效' });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const price = numberOf(draft.price);
    const sort = numberOf(draft.sort);
    if (!draft.name.trim()) return setNotice({ tone: 'error', text: '请填写礼物名称' });
    if (price === null || price <= 0 || Math.round(price * 100) !== price * 100)
      return setNotice({ tone: 'error', text: '价格应为大于 0、最多两位小数的球钻数' });
    if (sort === null || !Number.isInteger(sort) || sort < 0)
      return setNotice({ tone: 'error', text: '排序应为不小于 0 的整数' });
    if (!reason.trim()) return setNotice({ tone: 'error', text: '请填写修改原因' });
    const value = { ...draft, name: draft.name.trim(), price, sort };
    let answer: { ok: boolean; msg?: string };
    if (gift) {
      const changes = Object.fromEntries(
        (Object.keys(value) as (keyof typeof value)[])
          .filter((k) => value[k] !== gift[k])
          .map((k) => [k, value[k]]),
      );
      if (Object.keys(changes).length === 0) return setNotice({ tone: 'error', text: '没有修改' });
      answer = await adminCall(adminGiftEdit, { giftId: gift.id, ...changes, reason });
    } else answer = await adminCall(adminGiftAdd, { ...value, reason });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg ?? '保存失败' });
    setNotice(null);
    await onDone();
  };

  const iconUrl = draft.icon || gift?.iconUrl || '';
  return (
    <form onSubmit={save} className="space-y-2 bg-slate-50 p-2" data-testid="gift-form">
      <div className="flex flex-wrap items-center gap-2">
        <GiftPicture
          url={draft.icon || (draft.name === gift?.name ? iconUrl : '')}
          name={draft.name}
        />
        <input
          className={`${field} w-28`}
          placeholder="名称"
          maxLength={8}
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
          aria-label="礼物名称"
        />
        <label className="flex items-center gap-1">
          <input
            className={`${field} w-24 tabular-nums`}
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => set('price', e.target.value)}
            aria-label="礼物价格"
          />
          <span className="text-xs text-slate-500">球钻</span>
        </label>
        <label className="flex items-center gap-1 text-xs text-slate-500">
          排序
          <input
            className={`${field} w-16 tabular-nums`}
            inputMode="numeric"
            value={draft.sort}
            onChange={(e) => set('sort', e.target.value)}
            aria-label="排序"
          />
        </label>
        <label className="flex items-center gap-1 text-xs">
          <input
            type="checkbox"
            checked={draft.animated}
            onChange={(e) => set('animated', e.target.checked)}
          />
          动画
        </label>
        <label className="flex items-center gap-1 text-xs">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set('enabled', e.target.checked)}
          />
          上架
        </label>
      </div>
      <fieldset className="flex flex-wrap items-center gap-1" aria-label="图标">
        <button
          type="button"
          onClick={() => set('icon', '')}
          className={`h-9 rounded border px-2 text-xs ${draft.icon === '' ? 'border-blue-500 text-blue-600' : 'border-slate-200'}`}
        >
          按名称默认
        </button>
        {[...uploaded, ...icons.filter((url) => !uploaded.includes(url))].map((url) => (
          <button
            key={url}
            type="button"
            title={url}
            aria-label={`图标 ${url}`}
            aria-pressed={draft.icon === url}
            onClick={() => set('icon', url)}
            className={`rounded border p-0.5 ${draft.icon === url ? 'border-blue-500 bg-blue-50' : 'border-slate-200'}`}
          >
            <img src={url} alt="" className="size-7" />
          </button>
        ))}
        <label className="flex h-9 cursor-pointer items-center rounded border border-dashed border-slate-300 px-2 text-xs text-slate-600 hover:border-blue-500">
          上传图标
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(e) => void upload(e)}
            aria-label="上传图标"
          />
        </label>
      </fieldset>
      <SaveLine
        reason={reason}
        onReason={setReason}
        label={gift ? '保存礼物' : '新增礼物'}
        notice={notice}
      />
    </form>
  );
}
