// The 写文章 form: title, summary, column and category, linked match, cover, the rich-text body with its word
// count, 保存草稿 and 提交审核 (articleEditorMachine). What is typed is kept in this browser as it changes.
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  newsMyArticles,
} from '../../../contract/calls/news-authoring';
import { formatShort } from '../../../contract/format/dates';
import {
  type ArticleForm,
  articleEditorMachine,
  type SavedArticle,
  type SaveOutcome,
  wordCount,
} from '../../../machines/article-editor';
import { type ArticleInput, saveArticle, submitArticle } from '../../api/news-authoring';
import type { ApiResult } from '../../api/result';
import { invalidateCall } from '../../lib/query';
import { PhotoPicker } from '../anchor/photo-picker';
import { CentreRow, FormMessage } from '../user-centre/form-row';
import { clearLocalDraft, writeLocalDraft } from './local-draft';
import { MatchField } from './match-field';
import { PlacePickers } from './place-pickers';
import { RichTextEditor } from './rich-text-editor';
import { SubmittedCard } from './submitted-card';

const inputClass =
  'h-11 w-full rounded-md border border-neutral-200 bg-white px-3 text-[15px] text-neutral-800 outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100';

const inputOf = (form: ArticleForm, articleId: number | null): ArticleInput => ({
  ...(articleId === null ? {} : { id: articleId }),
  title: form.title.trim(),
  ...(form.summary.trim() ? { summary: form.summary.trim() } : {}),
  body: form.body,
  columnNo: form.columnNo,
  categoryId: form.categoryId,
  matchId: form.matchId,
  cover: form.cover,
});

const outcomeOf = (answer: ApiResult<SavedArticle>): SaveOutcome =>
  answer.success ? { ok: true, saved: answer.data } : { ok: false, msg: answer.msg };

const counter = (text: string, max: number) => (
  <span className="text-xs text-neutral-400">
    {[...text].length}/{max}
  </span>
);

export function ArticleFormView({
  userId,
  articleId,
  initial,
  restored,
  onDiscardRestored,
  onSaved,
  onWriteAnother,
}: {
  userId: number;
  articleId: number | null;
  initial: ArticleForm;
  /** The form came from this browser's copy, newer than the server's. */
  restored: boolean;
  onDiscardRestored(): void;
  /** The server stored it under this id: the page's address names it from now on. */
  onSaved(id: number): void;
  onWriteAnother(): void;
}) {
  const [form, setForm] = useState(initial);
  const machine = useMemo(
    () =>
      articleEditorMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) =>
            outcomeOf(await saveArticle(inputOf(input.form, input.articleId))),
          ),
          submit: fromPromise(async ({ input }) =>
            outcomeOf(await submitArticle(inputOf(input.form, input.articleId))),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { articleId } });
  const { articleId: savedId, error, savedAt } = snapshot.context;
  const busy = snapshot.matches('saving') || snapshot.matches('submitting');

  // Typed text reaches this browser's copy within a second of the last key, and at once when the
  // form closes (another tab, another page) with something not yet copied.
  const pending = useRef<(() => void) | null>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const write = () => {
      pending.current = null;
      writeLocalDraft(userId, savedId, form);
    };
    pending.current = write;
    const timer = setTimeout(write, 800);
    return () => clearTimeout(timer);
  }, [form, userId, savedId]);
  useEffect(() => () => pending.current?.(), []);

  // A good save: the server has it all; the address names the article, so a reload edits it.
  useEffect(() => {
    if (!savedAt || savedId === null) return;
    clearLocalDraft(userId, null);
    clearLocalDraft(userId, savedId);
    void invalidateCall(newsMyArticles);
    onSaved(savedId);
  }, [savedAt, savedId, userId, onSaved]);

  const done = snapshot.matches('submitted');
  useEffect(() => {
    if (!done) return;
    clearLocalDraft(userId, null);
    if (savedId !== null) clearLocalDraft(userId, savedId);
    void invalidateCall(newsMyArticles);
  }, [done, userId, savedId]);

  const change = (patch: Partial<ArticleForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (error) send({ type: 'EDITED' });
  };
  const save = () => send({ type: 'SAVE', form });
  const submit = () => send({ type: 'SUBMIT', form });
  // Ctrl+S / ⌘S saves the draft instead of the browser saving the page.
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      if (!busy) save();
    }
  };

  if (done) return <SubmittedCard title={form.title} onWriteAnother={onWriteAnother} />;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+S anywhere in the form saves the draft
    <div onKeyDown={onKeyDown} data-testid="article-form" className="space-y-2">
      {restored && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          已恢复上次未保存的内容
          <button
            type="button"
            onClick={onDiscardRestored}
            className="ml-auto text-amber-700 underline hover:text-amber-900"
          >
            丢弃
          </button>
        </div>
      )}
      <CentreRow label="标题" htmlFor="article-title">
        <div className="relative">
          <input
            id="article-title"
            data-testid="article-title"
            value={form.title}
            maxLength={ARTICLE_TITLE_MAX}
            onChange={(e) => change({ title: e.target.value })}
            placeholder={`写一个吸引人的标题（${ARTICLE_TITLE_MAX} 字以内）`}
            className={`${inputClass} pr-16 text-base font-semibold`}
          />
          <span className="absolute top-3 right-3">{counter(form.title, ARTICLE_TITLE_MAX)}</span>
        </div>
      </CentreRow>
      <CentreRow label="摘要" htmlFor="article-summary" note="选填，不填时取正文开头">
        <div className="relative">
          <textarea
            id="article-summary"
            data-testid="article-summary"
            value={form.summary}
            maxLength={ARTICLE_SUMMARY_MAX}
            rows={2}
            onChange={(e) => change({ summary: e.target.value })}
            placeholder="一两句话概括全文"
            className="w-full resize-none rounded-md border border-neutral-200 px-3 py-2 pr-16 text-[14px] outline-none transition focus:border-brand-400 focus:ring-2 focus:ring-brand-100"
          />
          <span className="absolute right-3 bottom-3">
            {counter(form.summary, ARTICLE_SUMMARY_MAX)}
          </span>
        </div>
      </CentreRow>
      <CentreRow label="栏目" htmlFor="article-column">
        <PlacePickers
          columnNo={form.columnNo}
          categoryId={form.categoryId}
          onChange={(place) => change(place)}
        />
      </CentreRow>
      <MatchField matchId={form.matchId} onChange={(matchId) => change({ matchId })} />
      <CentreRow label="封面" note="选填；不上传时使用系统绘制的封面">
        <PhotoPicker
          photos={form.cover ? [form.cover] : []}
          max={1}
          onChange={(photos) => change({ cover: photos[0] ?? '' })}
          testId="article-cover"
          label="上传封面"
        />
      </CentreRow>
      <CentreRow label="正文">
        <RichTextEditor
          initialHtml={initial.body}
          onChange={({ html, text }) => change({ body: html, text })}
        />
        <p className="mt-1 flex justify-between text-xs text-neutral-400">
          <span data-testid="article-word-count">字数 {wordCount(form.text)}</span>
          <span>{savedAt ? `草稿已保存 ${formatShort(savedAt)}` : '内容会自动保存在本机'}</span>
        </p>
      </CentreRow>
      <div className="space-y-2 sm:pl-[100px]">
        <FormMessage testId="article-error" error={error} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            data-testid="article-save"
            disabled={busy}
            onClick={save}
            className="h-11 rounded-md border border-neutral-300 px-6 text-[15px] text-neutral-700 transition hover:border-brand-300 hover:text-brand-600 disabled:cursor-wait sm:h-10"
          >
            {snapshot.matches('saving') ? '保存中…' : '保存草稿'}
          </button>
          <button
            type="button"
            data-testid="article-submit"
            disabled={busy}
            onClick={submit}
            className="h-11 rounded-md bg-brand-500 px-8 text-[15px] font-semibold tracking-wider text-white shadow-sm transition hover:bg-brand-600 disabled:cursor-wait disabled:bg-brand-300 sm:h-10"
          >
            {snapshot.matches('submitting') ? '提交中…' : '提交审核'}
          </button>
        </div>
        <p className="text-xs text-neutral-400">
          提交后由运营审核，通过后发布在头条；审核中可撤回修改。
        </p>
      </div>
    </div>
  );
}
