// The article editor's flow (/v/new 写文章): 保存草稿 and 提交审核 check the form first, send one request at a
// time, keep the article's id once the server gave one (later saves update it), and end in submitted.
import { assign, fromPromise, setup } from 'xstate';
import {
  ARTICLE_BODY_MAX_CHARS,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
} from '../contract/calls/news-authoring';

/** What the author has written, as the page holds it. */
export interface ArticleForm {
  title: string;
  summary: string;
  /** The editor's HTML. */
  body: string;
  /** The editor's plain text (for the count and the empty check). */
  text: string;
  columnNo: string;
  categoryId: number | null;
  matchId: number | null;
  cover: string;
}

export interface SavedArticle {
  id: number;
  status: string;
  updatedAt: string;
}

/** A save or submit's answer: the stored article, or the server's message. */
export type SaveOutcome = { ok: true; saved: SavedArticle } | { ok: false; msg: string };

export const MSG_SAVE_FAILED = '保存失败，请检查网络后重试';

/** Characters as a reader counts them (字数): everything but white space; an emoji counts once. */
export const wordCount = (text: string) => [...text.replace(/\s+/g, '')].length;

/** What stops the form from being sent, or null. A draft needs a title and a column; review needs a body too. */
export function articleProblem(form: ArticleForm, to: 'draft' | 'review'): string | null {
  const title = [...form.title.trim()].length;
  if (title === 0) return '请填写标题';
  if (title > ARTICLE_TITLE_MAX) return `标题最多 ${ARTICLE_TITLE_MAX} 字`;
  if ([...form.summary.trim()].length > ARTICLE_SUMMARY_MAX)
    return `摘要最多 ${ARTICLE_SUMMARY_MAX} 字`;
  if (!form.columnNo) return '请选择栏目';
  if (form.body.length > ARTICLE_BODY_MAX_CHARS) return '正文过长，请删减后再保存';
  if (to === 'review' && wordCount(form.text) === 0 && !form.body.includes('<img'))
    return '正文不能为空';
  return null;
}

export interface ArticleEditorContext {
  /** The server's id of this article: null until the first save. */
  articleId: number | null;
  error: string | null;
  /** The last good news (草稿已保存 12:03). */
  savedAt: string | null;
}

export type ArticleEditorEvent =
  | { type: 'SAVE'; form: ArticleForm }
  | { type: 'SUBMIT'; form: ArticleForm }
  /** The author changed something: an old error no longer applies. */
  | { type: 'EDITED' };

interface SendInput {
  articleId: number | null;
  form: ArticleForm;
}

const sender = (name: string) =>
  fromPromise<SaveOutcome, SendInput>(async () => {
    throw new Error(`articleEditorMachine: provide ${name}`);
  });

/**
 * Example transitions (machines/article-editor.test.ts):
 * - editing + SAVE without a title → editing, error 请填写标题, nothing sent
 * - editing + SAVE → saving; ok {id 7} → editing, articleId 7, savedAt set
 * - editing(articleId 7) + SUBMIT → submitting with articleId 7; ok → submitted (final)
 * - saving + SAVE / SUBMIT → ignored (one request at a time)
 * - submitting + refused 只有主播和专家可以发表文章 → editing, error kept until EDITED
 * - saving + no answer → editing, error 保存失败…
 */
export const articleEditorMachine = setup({
  types: {
    context: {} as ArticleEditorContext,
    events: {} as ArticleEditorEvent,
    input: {} as { articleId: number | null },
  },
  actors: { save: sender('save'), submit: sender('submit') },
}).createMachine({
  id: 'articleEditor',
  context: ({ input }) => ({ articleId: input.articleId, error: null, savedAt: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SAVE: [
          {
            guard: ({ event }) => articleProblem(event.form, 'draft') !== null,
            actions: assign({ error: ({ event }) => articleProblem(event.form, 'draft') }),
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        SUBMIT: [
          {
            guard: ({ event }) => articleProblem(event.form, 'review') !== null,
            actions: assign({ error: ({ event }) => articleProblem(event.form, 'review') }),
          },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        EDITED: { actions: assign({ error: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context, event }) => ({
          articleId: context.articleId,
          form: (event as Extract<ArticleEditorEvent, { type: 'SAVE' }>).form,
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) =>
            event.output.ok
              ? {
                  ...context,
                  articleId: event.output.saved.id,
                  savedAt: event.output.saved.updatedAt,
                }
              : { ...context, error: event.output.msg || MSG_SAVE_FAILED },
          ),
        },
        onError: { target: 'editing', actions: assign({ error: MSG_SAVE_FAILED }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context, event }) => ({
          articleId: context.articleId,
          form: (event as Extract<ArticleEditorEvent, { type: 'SUBMIT' }>).form,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'submitted',
            actions: assign({
              articleId: ({ context, event }) =>
                event.output.ok ? event.output.saved.id : context.articleId,
            }),
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => (event.output.ok ? null : event.output.msg || MSG_SAVE_FAILED),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: MSG_SAVE_FAILED }) },
      },
    },
    submitted: { type: 'final' },
  },
});
