// Transition tests for the article editor: the form's checks, one request at a time, the id kept, submitted at the end.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ArticleForm,
  articleEditorMachine,
  articleProblem,
  MSG_SAVE_FAILED,
  type SaveOutcome,
  wordCount,
} from './article-editor';

const form = (extra: Partial<ArticleForm> = {}): ArticleForm => ({
  title: '德比前瞻',
  summary: '',
  body: '<p>主队<strong>状态</strong>正佳</p>',
  text: '主队状态正佳',
  columnNo: 'football',
  categoryId: null,
  matchId: null,
  cover: '',
  ...extra,
});

type Step = SaveOutcome | 'offline';

function harness(outcomes: Step[], articleId: number | null = null) {
  const queue = [...outcomes];
  const sent: { call: string; articleId: number | null; title: string }[] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((r) => {
    release = r;
  });
  const answer = (call: string) =>
    fromPromise<SaveOutcome, { articleId: number | null; form: ArticleForm }>(async ({ input }) => {
      sent.push({ call, articleId: input.articleId, title: input.form.title });
      await gate;
      const next = queue.shift();
      if (!next || next === 'offline') throw new Error('offline');
      return next;
    });
  const actor = createActor(
    articleEditorMachine.provide({ actors: { save: answer('save'), submit: answer('submit') } }),
    { input: { articleId } },
  );
  actor.start();
  return {
    actor,
    sent,
    open: () => {
      release();
      gate = new Promise<void>((r) => {
        release = r;
      });
    },
  };
}

const settled = (h: ReturnType<typeof harness>) =>
  waitFor(h.actor, (s) => s.matches('editing') || s.matches('submitted'), { timeout: 1000 });

const saved = (id: number, status = 'draft'): SaveOutcome => ({
  ok: true,
  saved: { id, status, updatedAt: '2026-11-26T05:00:00.000Z' },
});

describe('article editor', () => {
  it('checks the form before anything is sent', () => {
    const h = harness([]);
    h.actor.send({ type: 'SAVE', form: form({ title: '  ' }) });
    expect(h.actor.getSnapshot().context.error).toBe('请填写标题');
    h.actor.send({ type: 'SAVE', form: form({ title: '长'.repeat(61) }) });
    expect(h.actor.getSnapshot().context.error).toBe('标题最多 60 字');
    h.actor.send({ type: 'SAVE', form: form({ columnNo: '' }) });
    expect(h.actor.getSnapshot().context.error).toBe('请选择栏目');
    // A draft may be empty; what goes to review may not.
    h.actor.send({ type: 'SUBMIT', form: form({ body: '<p></p>', text: ' \n ' }) });
    expect(h.actor.getSnapshot().context.error).toBe('正文不能为空');
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.sent).toEqual([]);
    h.actor.send({ type: 'EDITED' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('saves, keeps the id for the next save, then submits and ends', async () => {
    const h = harness([saved(7), saved(7), saved(7, 'review')]);
    h.actor.send({ type: 'SAVE', form: form() });
    expect(h.actor.getSnapshot().value).toBe('saving');
    // One request at a time: a second click while saving is ignored.
    h.actor.send({ type: 'SAVE', form: form() });
    h.actor.send({ type: 'SUBMIT', form: form() });
    h.open();
    await settled(h);
    expect(h.actor.getSnapshot().context).toMatchObject({
      articleId: 7,
      savedAt: '2026-11-26T05:00:00.000Z',
      error: null,
    });
    h.actor.send({ type: 'SAVE', form: form({ title: '改了标题' }) });
    h.open();
    await settled(h);
    h.actor.send({ type: 'SUBMIT', form: form() });
    expect(h.actor.getSnapshot().value).toBe('submitting');
    h.open();
    await settled(h);
    expect(h.actor.getSnapshot().value).toBe('submitted');
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.sent).toEqual([
      { call: 'save', articleId: null, title: '德比前瞻' },
      { call: 'save', articleId: 7, title: '改了标题' },
      { call: 'submit', articleId: 7, title: '德比前瞻' },
    ]);
  });

  it("keeps the server's refusal and a lost answer as errors, and stays editable", async () => {
    const h = harness([{ ok: false, msg: '只有主播和专家可以发表文章' }, 'offline'], 3);
    h.actor.send({ type: 'SUBMIT', form: form() });
    h.open();
    await settled(h);
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context).toMatchObject({
      articleId: 3,
      error: '只有主播和专家可以发表文章',
    });
    h.actor.send({ type: 'SAVE', form: form() });
    h.open();
    await settled(h);
    expect(h.actor.getSnapshot().context.error).toBe(MSG_SAVE_FAILED);
    expect(h.sent.map((s) => s.articleId)).toEqual([3, 3]);
  });

  it('counts characters as a reader does and judges pictures-only bodies', () => {
    expect(wordCount('  主队 状态\n正佳 ⚽ ok ')).toBe(9);
    expect(
      articleProblem(form({ text: '', body: '<p><img src="/gw/uploads/a.png"></p>' }), 'review'),
    ).toBeNull();
    expect(articleProblem(form({ summary: '摘'.repeat(121) }), 'draft')).toBe('摘要最多 120 字');
  });
});
