// The operator's headline commands (npm run operator -- news …): publishing a file through the sanitiser, the desk
// list, approving a submitted article, withdrawing, banner and recommend picks, and every refusal's exit code.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ARTICLE_BYTES } from '../../server/cli/news-commands';
import { runOperator } from '../../server/cli/operator-commands';
import { newsArticles, newsPicks } from '../../server/db/schema';
import { writeArticle } from '../../server/modules/news/authoring';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';

let t: TestApp;
let dir: string;
let world: Awaited<ReturnType<typeof newsWorld>>;
beforeAll(async () => {
  t = await startTestApp();
  world = await newsWorld(t.database.db);
  dir = await mkdtemp(join(tmpdir(), 'qiulive-news-cli-'));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

async function operator(...args: string[]) {
  const lines: string[] = [];
  const code = await runOperator(args, t.app.ctx, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

const articleRow = async (id: number) =>
  (await t.database.db.select().from(newsArticles).where(eq(newsArticles.id, id)))[0]!;
const detail = (id: number) => t.app.inject({ url: `/gw/inform/info/detail/${id}` });

async function file(name: string, text: string) {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

describe(`operator news commands (${testEngine()})`, () => {
  it('publishes an HTML file, sanitised, under the desk account, with a match and a cover', async () => {
    const path = await file(
      'a.html',
      '<h2>赛后</h2><p onclick="steal()">国安 <b>3-0</b> 泰山<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a>',
    );
    const done = await operator(
      'news',
      'publish',
      '--file',
      path,
      '--title',
      ' 国安主场大胜泰山 ',
      '--column',
      '足球',
      '--match',
      '42',
      '--cover',
      '/gw/live/img/article/9.svg',
    );
    expect(done.code, done.out).toBe(0);
    const id = Number(/#(\d+)/.exec(done.out)?.[1]);
    expect(done.out).toBe(`已发布文章 #${id}「国安主场大胜泰山」（足球）：/news/${id}`);
    const row = await articleRow(id);
    expect(row).toMatchObject({
      title: '国安主场大胜泰山',
      status: 'published',
      authorKind: 1,
      matchIds: [42],
      cover: '/gw/live/img/article/9.svg',
      summary: '赛后国安 3-0 泰山链接',
    });
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(row.body).not.toMatch(/script|onclick|javascript:/);
    expect(row.body).toContain('<b>3-0</b>');
    // Readers see it at once.
    expect((await detail(id)).json()).toMatchObject({
      code: 200,
      data: { title: '国安主场大胜泰山', author: { nickName: '球直播头条', kind: 1 } },
    });
    // A second publish reuses the desk account.
    const again = await operator(
      'news',
      'publish',
      '--file',
      path,
      '--title',
      '再发一篇',
      '--column',
      'football',
    );
    expect(again.code).toBe(0);
    const second = await articleRow(Number(/#(\d+)/.exec(again.out)?.[1]));
    expect(second.authorId).toBe(row.authorId);
  });

  it('refuses a publish with bad usage (exit 2) and nothing is written', async () => {
    const path = await file('b.html', '<p>正文</p>');
    const big = await file('big.html', `<p>${'长'.repeat(MAX_ARTICLE_BYTES)}</p>`);
    const before = (await t.database.db.select({ id: newsArticles.id }).from(newsArticles)).length;
    for (const args of [
      ['--title', '无文件', '--column', 'football'],
      ['--file', path, '--column', 'football'],
      ['--file', path, '--title', '  ', '--column', 'football'],
      ['--file', path, '--title', '无栏目'],
      ['--file', path, '--title', '栏目不存在', '--column', 'tennis'],
      ['--file', join(dir, 'missing.html'), '--title', '文件不存在', '--column', 'football'],
      ['--file', dir, '--title', '目录', '--column', 'football'],
      ['--file', big, '--title', '过大', '--column', 'football'],
      ['--file', path, '--title', '标'.repeat(101), '--column', 'football'],
      ['--file', path, '--title', '封面', '--column', 'football', '--cover', 'javascript:alert(1)'],
      ['--file', path, '--title', '比赛', '--column', 'football', '--match', 'x'],
      ['--file', path, '--title', '作者', '--column', 'football', '--author', '999999'],
      ['--file', path, '--title', '多余', '--column', 'football', '--tags', 'a'],
      ['--file', path, '--title'],
    ]) {
      const refused = await operator('news', 'publish', ...args);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.out).toContain('用法');
    }
    expect(
      (await operator('news', 'publish', '--file', path, '--title', '栏目', '--column', 'tennis'))
        .out,
    ).toContain('可用：football（足球）、basketball（篮球）');
    const after = (await t.database.db.select({ id: newsArticles.id }).from(newsArticles)).length;
    expect(after).toBe(before);
  });

  it('lists articles by status and approves a submitted one, which publishes it now', async () => {
    const submitted = await writeArticle(t.database.db, {
      title: '主播投稿：周末英超三场看点',
      body: '<p>投稿</p>',
      authorId: world.editor.user.id,
      authorKind: 2,
      columnNo: 'football',
      status: 'review',
    });
    const review = await operator('news', 'list', '--status', 'review');
    expect(review.code).toBe(0);
    expect(review.out).toContain(`#${submitted}  [待审核]  足球  主播投稿：周末英超三场看点`);
    expect(review.out).toContain('（主播）');
    expect(review.out).not.toContain('[已发布]');
    expect((await operator('news', 'list')).out).toContain('[草稿]');
    expect((await operator('news', 'list', '--status', 'withdrawn')).out).toBe(
      '没有已下线的文章。',
    );
    expect((await operator('news', 'list', '--status', 'gone')).code).toBe(2);
    expect((await detail(submitted)).statusCode).toBe(404);

    const before = Date.now();
    expect(await operator('news', 'approve', String(submitted))).toEqual({
      code: 0,
      out: `文章 #${submitted} 已审核通过并发布：/news/${submitted}`,
    });
    const row = await articleRow(submitted);
    expect(row.status).toBe('published');
    expect(row.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await detail(submitted)).statusCode).toBe(200);
    // Approving twice, or a draft, changes nothing.
    expect((await operator('news', 'approve', String(submitted))).code).toBe(1);
    const draft = await operator('news', 'approve', String(world.ids.draft));
    expect(draft).toEqual({
      code: 1,
      out: `文章 #${world.ids.draft} 不在待审核状态（草稿），未做任何改动。`,
    });
    expect((await articleRow(world.ids.draft)).status).toBe('draft');
    expect((await operator('news', 'approve', '999999')).code).toBe(1);
  });

  it('withdraws an article: gone for readers, kept in the table', async () => {
    expect(await operator('news', 'withdraw', String(world.ids.derby))).toEqual({
      code: 0,
      out: `文章 #${world.ids.derby} 已下线，读者不再可见。`,
    });
    expect((await detail(world.ids.derby)).statusCode).toBe(404);
    expect((await articleRow(world.ids.derby)).status).toBe('withdrawn');
    expect((await operator('news', 'withdraw', String(world.ids.derby))).code).toBe(1);
    expect((await operator('news', 'withdraw', '999999')).out).toContain('文章不存在或已下线');
    expect((await operator('news', 'withdraw')).code).toBe(2);
  });

  it('puts a published article in the banner and the recommendations, in order', async () => {
    expect(await operator('news', 'banner', String(world.ids.epl), '0')).toEqual({
      code: 0,
      out: `文章 #${world.ids.epl} 已放入头条轮播（排序 0）。`,
    });
    const banner = (await t.app.inject({ url: '/gw/inform/info/banner?limit=5' })).json();
    expect(banner.data[0].id).toBe(world.ids.epl);
    expect((await operator('news', 'recommend', String(world.ids.nba))).code).toBe(0);
    const picks = await t.database.db
      .select()
      .from(newsPicks)
      .where(eq(newsPicks.articleId, world.ids.nba));
    expect(picks.map((p) => p.place).sort()).toEqual(['banner', 'recommend']);
    // Unpublished articles cannot be picked; a bad sort is bad usage.
    expect((await operator('news', 'banner', String(world.ids.draft))).code).toBe(1);
    expect((await operator('news', 'banner', String(world.ids.epl), '-1')).code).toBe(2);
    expect((await operator('news', 'recommend', 'x')).code).toBe(2);
  });

  it('answers an unknown news action with the usage', async () => {
    const res = await operator('news', 'delete', '1');
    expect(res.code).toBe(2);
    expect(res.out).toContain('news publish --file');
    expect((await operator('help')).out).toContain('news breaking <文章ID>');
  });
});
