// The editor of one advert: title, picture (the site's library or an address), the jump (an internal page with
// its target, or a link opened in a new window), category for posters, window and switch, and the reason for
// the audit log. The jump is checked as the server checks it before saving; the preview shows the result.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type AdminAdvert,
  type AdminAdvertCategory,
  type AdvertPlaceCode,
  advertJumpMessages,
  advertJumpProblem,
  innerPageIds,
  JUMP_OUTER_LINK,
  pagesWithTarget,
  placeHasCategories,
} from '../../../../contract/calls/admin-adverts';
import { AdvertPreview } from './advert-preview';
import { fromChinaInput, toChinaInput } from './china-time';
import { UploadButton } from './upload-button';

/** Pictures the site ships, always there: a new advert can start from one. */
export const siteImages = [
  'ucl-knockout',
  'nba-daily',
  'expert-free',
  'anchor-recruit',
  'app-download',
  'live-tool',
  'feedback-prize',
  'anchor-support',
  'poster-ucl-night',
  'poster-playoffs',
  'poster-app',
  'poster-rules',
].map((name) => `/banners/${name}.svg`);

export interface AdvertDraft {
  title: string;
  imageUrl: string;
  jumpType: number;
  innerPageId: number | null;
  targetId: string;
  outerLink: string;
  cateId: number | null;
  enabled: boolean;
  startAt: string;
  endAt: string;
}

export const draftOf = (a: AdminAdvert | null, cateId: number | null): AdvertDraft => ({
  title: a?.title ?? '',
  imageUrl: a?.imageUrl ?? '',
  jumpType: a?.jumpType ?? 1,
  innerPageId: a ? a.innerPageId : 1,
  targetId: a?.targetId ?? '',
  outerLink: a?.outerLink ?? '',
  cateId: a ? a.cateId : cateId,
  enabled: a?.enabled ?? true,
  startAt: a?.startAt ? toChinaInput(a.startAt) : '',
  endAt: a?.endAt ? toChinaInput(a.endAt) : '',
});

/** The fields the calls take. */
export const fieldsOf = (d: AdvertDraft) => ({
  title: d.title.trim(),
  imageUrl: d.imageUrl.trim(),
  jumpType: d.jumpType,
  innerPageId: d.jumpType === 1 ? d.innerPageId : null,
  targetId: d.targetId.trim() || null,
  outerLink: d.outerLink.trim() || null,
  cateId: d.cateId,
  enabled: d.enabled,
  startAt: d.startAt ? fromChinaInput(d.startAt) : null,
  endAt: d.endAt ? fromChinaInput(d.endAt) : null,
});

const field =
  'h-8 w-full rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
const label = 'block space-y-1 text-xs text-slate-500';

export function AdvertForm({
  place,
  advert,
  categories,
  onSave,
  onCancel,
}: {
  place: AdvertPlaceCode;
  advert: AdminAdvert | null;
  categories: AdminAdvertCategory[];
  onSave: (fields: ReturnType<typeof fieldsOf>, reason: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(advert, categories[0]?.id ?? null));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AdvertDraft>(key: K, value: AdvertDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setError('');
  };
  const formRef = useRef<HTMLFormElement>(null);
  // On a phone the form opens under the list: bring it into view. A block body: newer browsers' scrollIntoView
  // returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    void formRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const fields = fieldsOf(draft);
  const problem = advertJumpProblem(fields);
  const needsTarget = draft.jumpType === 1 && pagesWithTarget.has(draft.innerPageId ?? 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields.title) return setError('请填写标题');
    if (!fields.imageUrl) return setError('请选择或填写图片');
    if (problem) return setError(advertJumpMessages[problem]);
    setBusy(true);
    const failed = await onSave(fields, reason.trim());
    setBusy(false);
    setError(failed ?? '');
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      className="space-y-3 rounded border border-slate-200 bg-white p-3 text-sm"
      data-testid="advert-form"
    >
      <h2 className="font-medium">{advert ? `编辑 #${advert.id}` : '新增'}</h2>
      <label className={label}>
        标题
        <input
          className={field}
          name="title"
          maxLength={64}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </label>
      <label className={label}>
        图片地址（http(s):// 或站内路径）
        <input
          className={field}
          name="imageUrl"
          value={draft.imageUrl}
          onChange={(e) => set('imageUrl', e.target.value)}
        />
      </label>
      <UploadButton onUploaded={(url) => set('imageUrl', url)} onError={setError} />
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">站内图库</legend>
        {siteImages.map((src) => (
          <button
            key={src}
            type="button"
            title={src}
            onClick={() => set('imageUrl', src)}
            className={`h-8 w-14 overflow-hidden rounded border ${draft.imageUrl === src ? 'border-blue-500 ring-2 ring-blue-200' : 'border-slate-200'}`}
          >
            <img src={src} alt="" className="size-full object-cover" />
          </button>
        ))}
      </fieldset>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={label}>
          跳转方式
          <select
            className={field}
            name="jumpType"
            value={draft.jumpType}
            onChange={(e) => set('jumpType', Number(e.target.value))}
          >
            <option value={1}>站内页面</option>
            <option value={JUMP_OUTER_LINK}>外部链接（新窗口）</option>
          </select>
        </label>
        {draft.jumpType === 1 ? (
          <label className={label}>
            站内页面
            <select
              className={field}
              name="innerPageId"
              value={draft.innerPageId ?? ''}
              onChange={(e) => set('innerPageId', Number(e.target.value))}
            >
              {Object.entries(innerPageIds).map(([id, name]) => (
                <option key={id} value={id}>
                  {id} {name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className={label}>
            外部链接
            <input
              className={field}
              name="outerLink"
              placeholder="https://… 或 /about/10001"
              value={draft.outerLink}
              onChange={(e) => set('outerLink', e.target.value)}
            />
          </label>
        )}
        {needsTarget && (
          <label className={label}>
            目标 ID（比赛、专家或直播间编号）
            <input
              className={field}
              name="targetId"
              maxLength={64}
              value={draft.targetId}
              onChange={(e) => set('targetId', e.target.value)}
            />
          </label>
        )}
        {placeHasCategories(place) && (
          <label className={label}>
            分类
            <select
              className={field}
              name="cateId"
              value={draft.cateId ?? ''}
              onChange={(e) => set('cateId', e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">请选择</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={label}>
          开始（北京时间，空为立即）
          <input
            type="datetime-local"
            className={field}
            name="startAt"
            value={draft.startAt}
            onChange={(e) => set('startAt', e.target.value)}
          />
        </label>
        <label className={label}>
          结束（空为长期）
          <input
            type="datetime-local"
            className={field}
            name="endAt"
            value={draft.endAt}
            onChange={(e) => set('endAt', e.target.value)}
          />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
        />
        启用
      </label>
      <AdvertPreview
        place={place}
        title={fields.title}
        imageUrl={fields.imageUrl}
        advert={fields}
      />
      {problem && <p className="text-xs text-amber-600">{advertJumpMessages[problem]}</p>}
      <input
        className={field}
        name="reason"
        placeholder="修改原因（记入审计日志）"
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="h-8 rounded bg-blue-600 px-4 text-white disabled:opacity-50"
        >
          保存
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-8 rounded border border-slate-300 px-4"
        >
          取消
        </button>
      </div>
    </form>
  );
}
