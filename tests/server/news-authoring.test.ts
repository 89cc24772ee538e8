// Writing articles (/v/new): anchors and experts save drafts, submit, list and withdraw their own; bodies are
// sanitised, oversize and unknown fields refused, other people's articles untouchable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_BODY_MAX_CHARS } from '../../contract/calls/news-authoring';
import { errors } from '../../contract/errors';
import { setArticleStatus } from '../../server/modules/news/service';
import { startTestApp, type TestApp, testEngine } from './harness';
import { LIVE_HOT, loadWorld } from './match-centre-world';
import { newsWorld } from './news-world';
import { dataUrl, getAs, pngOf, postJson, upload } from './profile-fixtures';
import { createUserWithSession } from './users';

type Person = Awaited<ReturnType<typeof createUserWithSession>>;
let t: TestApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
let anchor: Person;
let expert: Person;
let fan: Person;

beforeAll(async () => {
  t = await startTestApp();
  world = await newsWorld(t.database.db);
  await loadWorld(t.app.ctx.ingest);
  [anchor, expert, fan] = await Promise.all([
    createUserWithSession(t.database.db, { isAnchor: 1 }),
    createUserWithSession(t.database.db, { isExpert: 1 }),
    createUserWithSession(t.database.db),
  ]);
});
afterAll(() => t.close());

const save = (body: unknown, token?: string) =>
  postJson(t.app, '/inform/info/my/save', body, token);
const submit = (body: unknown, token?: string) =>
  postJson(t.app, '/inform/info/my/submit', body, token);
const withdraw = (id: number, token?: string) =>
  postJson(t.app, '/inform/info/my/withdraw', { id }, token);
const mine = (token: string) => getAs(t.app, '/inform/info/my/articles', token);
const one = (id: number, token: string) => getAs(t.app, `/inform/info/my/article/${id}`, token);

const draft = (extra: Record<string, unknown> = {}) => ({
  title: '主播观赛笔记：德比之夜',
  body: '<p>开场 <strong>十分钟</strong> 就进球了。</p>',
  columnNo: 'football',
  ...extra,
});

describe(`writing articles (${testEngine()})`, () => {
  it('an anchor saves a draft, edits it and submits it; it waits in review, unread by readers', async () => {
    const first = await save(draft(), anchor.token);
    expect(first.statusCode).toBe(200);
    const { id } = first.json().data;
    expect(first.json().data).toMatchObject({ id: expect.any(Number), status: 'draft' });

    const edited = await save(
      draft({ id, title: '改过的标题', summary: '一句话摘要' }),
      anchor.token,
    );
    expect(edited.json().data).toMatchObject({ id, status: 'draft' });

    const sent = await submit(draft({ id, title: '改过的标题' }), anchor.token);
    expect(sent.json()).toMatchObject({
      code: 200,
      msg: '已提交审核',
      data: { id, status: 'review' },
    });

    const article = (await one(id, anchor.token)).json().data;
    expect(article).toMatchObject({
      id,
      title: '改过的标题',
      status: 'review',
      columnNo: 'football',
      columnName: '足球',
      publishedAt: null,
    });
    expect(article.body).toContain('<strong>十分钟</strong>');
    // No summary given on submit: the body's opening words.
    expect(article.summary).toBe('开场 十分钟 就进球了。');
    // Readers see published articles only.
    expect((await getAs(t.app, `/inform/info/detail/${id}`)).statusCode).toBe(404);
    // A submitted article is locked until it is withdrawn.
    const locked = await save(draft({ id }), anchor.token);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe(errors.newsArticleLocked.code);

    // The operator approves it (the CLI's service call): published, with its publish time.
    await setArticleStatus(t.database.db, id, 'published');
    const read = await getAs(t.app, `/inform/info/detail/${id}`);
    expect(read.json().data).toMatchObject({ id, author: { id: anchor.user.id, kind: 2 } });
    expect(Date.parse(read.json().data.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('an expert writes as an expert, with a category, a linked match and an uploaded cover', async () => {
    const up = await upload(t.app, expert.token, [dataUrl('image/png', pngOf(64, 36))]);
    const [cover] = up.json().data as string[];
    const categories = (await postJson(t.app, '/inform/info/listCategory', {})).json().data;
    const epl = categories.find((c: { name: string }) => c.name === '英超');
    const res = await submit(
      draft({
        categoryId: epl.id,
        matchId: LIVE_HOT,
        cover,
        body: `<p>看图</p><img src="${cover}">`,
      }),
      expert.token,
    );
    expect(res.statusCode).toBe(200);
    const article = (await one(res.json().data.id, expert.token)).json().data;
    expect(article).toMatchObject({
      categoryId: epl.id,
      matchId: LIVE_HOT,
      cover,
      status: 'review',
    });
    expect(article.body).toBe(`<p>看图</p><img src="${cover}" />`);
  });

  it('sanitises the body: no script, no handlers, no javascript: links, no foreign pictures', async () => {
    const xss = [
      '<p>正文<script>alert(1)</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">点我</a>',
      '<a href="JaVaScRiPt:alert(1)">再点</a>',
      '<p onclick="alert(1)" style="color:red">样式</p>',
      '<iframe src="https://evil.example/"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<img src="https://tracker.example/pixel.gif">',
      '<a href="https://example.com/" target="_blank">外链</a>',
    ].join('');
    const res = await save(draft({ body: xss }), anchor.token);
    expect(res.statusCode).toBe(200);
    const { body } = (await one(res.json().data.id, anchor.token)).json().data;
    expect(body).not.toMatch(/<script|<iframe|<svg|onerror|onclick|javascript:|style=|data:/i);
    expect(body).not.toContain('<img');
    expect(body).toContain('<p>正文</p>');
    expect(body).toContain('<a>点我</a>');
    expect(body).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">外链</a>',
    );
  });

  it('refuses those who are neither anchors nor experts, with a Chinese message', async () => {
    for (const call of [save, submit]) {
      const res = await call(draft(), fan.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: errors.newsAuthorOnly.code,
        msg: '只有主播和专家可以发表文章',
      });
    }
    expect((await mine(fan.token)).json().data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses every call without the accessToken header', async () => {
    for (const res of [
      await save(draft()),
      await submit(draft()),
      await withdraw(world.ids.derby),
      await getAs(t.app, '/inform/info/my/articles'),
      await getAs(t.app, `/inform/info/my/article/${world.ids.derby}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(errors.notLoggedIn.code);
    }
    // A cookie alone does not write (a cross-site form would carry it).
    const cookie = await t.app.inject({
      method: 'POST',
      url: '/gw/inform/info/my/save',
      payload: draft(),
      cookies: { auth: anchor.token },
    });
    expect(cookie.statusCode).toBe(401);
  });

  it('refuses bad input with the envelope: unknown fields, blank or long titles, bad columns and ids', async () => {
    const cases: [Record<string, unknown>, number, number][] = [
      [draft({ isAdmin: 1 }), 400, errors.badParams.code],
      [draft({ title: '   ' }), 400, errors.badParams.code],
      [draft({ title: '长'.repeat(61) }), 400, errors.badParams.code],
      [draft({ summary: '摘'.repeat(121) }), 400, errors.badParams.code],
      [draft({ columnNo: '足球; drop' }), 400, errors.badParams.code],
      [draft({ columnNo: 'tennis' }), 404, errors.newsColumnNotFound.code],
      [draft({ categoryId: 999_999 }), 400, errors.newsCategoryMismatch.code],
      [draft({ matchId: 987_654 }), 404, errors.newsMatchNotFound.code],
      [draft({ cover: 'javascript:alert(1)' }), 400, errors.badParams.code],
      [
        draft({ cover: '/gw/uploads/AAAAAAAAAAAAAAAAAAAAAA.png' }),
        400,
        errors.newsCoverInvalid.code,
      ],
      [draft({ body: 12 }), 400, errors.badParams.code],
      [draft({ id: 'x' }), 400, errors.badParams.code],
    ];
    for (const [body, status, code] of cases) {
      const res = await save(body, anchor.token);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json()).toMatchObject({ code, msg: expect.any(String) });
    }
    // What goes to review has something to read.
    const empty = await submit(draft({ body: '<p> </p><script>x</script>' }), anchor.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: errors.newsBodyEmpty.code, msg: '正文不能为空' });
  });

  it('refuses an oversize body with a 4xx envelope, never a 500', async () => {
    const long = `<p>${'长'.repeat(ARTICLE_BODY_MAX_CHARS)}</p>`;
    const res = await save(draft({ body: long }), anchor.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errors.badParams.code });
    expect(res.json().msg).toContain('正文过长');
    // Past the site-wide request limit the envelope still answers.
    const huge = await save(draft({ body: 'x'.repeat(2_000_000) }), anchor.token);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: errors.bodyTooLarge.code });
  });

  it("refuses to read, edit, submit or withdraw someone else's article", async () => {
    const theirs = (await save(draft(), expert.token)).json().data.id;
    for (const res of [
      await save(draft({ id: theirs, title: '抢来的' }), anchor.token),
      await submit(draft({ id: theirs }), anchor.token),
      await withdraw(theirs, anchor.token),
      await one(theirs, anchor.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: errors.newsArticleNotYours.code });
    }
    expect((await one(theirs, expert.token)).json().data.title).toBe(draft().title);
    expect((await save(draft({ id: 2_000_000_000 }), anchor.token)).statusCode).toBe(404);
  });

  it('lists my articles in every status, last changed first, and withdraws them', async () => {
    const author = await createUserWithSession(t.database.db, { isAnchor: 1 });
    const a = (await save(draft({ title: '草稿一篇' }), author.token)).json().data.id;
    const b = (await submit(draft({ title: '送审一篇' }), author.token)).json().data.id;
    const c = (await submit(draft({ title: '发布一篇' }), author.token)).json().data.id;
    await setArticleStatus(t.database.db, c, 'published');
    // A reader opens it (the read cache keeps the answer)…
    expect((await getAs(t.app, `/inform/info/detail/${c}`)).statusCode).toBe(200);

    const list = (await mine(author.token)).json().data;
    expect(list.total).toBe(3);
    expect(list.list.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([
      [c, 'published'],
      [b, 'review'],
      [a, 'draft'],
    ]);
    expect(list.list[0]).not.toHaveProperty('body');

    // A draft has nothing to withdraw.
    const nothing = await withdraw(a, author.token);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe(errors.newsArticleNotWithdrawable.code);
    // In review: back to a draft. Published: offline for readers, kept, editable again.
    expect((await withdraw(b, author.token)).json().data.status).toBe('draft');
    expect((await withdraw(c, author.token)).json()).toMatchObject({
      msg: '已撤回',
      data: { status: 'withdrawn' },
    });
    // …and after the withdrawal it is gone at once.
    expect((await getAs(t.app, `/inform/info/detail/${c}`)).statusCode).toBe(404);
    const again = await save(draft({ id: c, title: '改后再投' }), author.token);
    expect(again.json().data).toMatchObject({ id: c, status: 'draft' });
  });
});
