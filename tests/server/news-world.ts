// Test fixtures for headlines: two columns, an operator and a few articles written through the news service.
import type { Db } from '../../server/db/client';
import { ensureColumn, pickArticle, writeArticle } from '../../server/modules/news/service';
import { createUserWithSession } from './users';

export async function newsWorld(db: Db) {
  await ensureColumn(db, {
    columnNo: 'football',
    name: '足球',
    sort: 1,
    categories: ['中超', '英超'],
  });
  await ensureColumn(db, { columnNo: 'basketball', name: '篮球', sort: 2, categories: ['NBA'] });
  const editor = await createUserWithSession(db);
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const write = (title: string, columnNo: string, daysAgo: number, extra = {}) =>
    writeArticle(db, {
      title,
      body: `<p>${title}。</p>`,
      authorId: editor.user.id,
      authorKind: 1,
      columnNo,
      publishedAt: at(daysAgo),
      ...extra,
    });
  const derby = await write('上海德比前瞻：申花主场迎战海港', 'football', 1, { teamIds: [11, 12] });
  const derbyReport = await write('战报：申花 2-1 海港，德比逆转', 'football', 0, {
    teamIds: [11, 12],
  });
  const epl = await write('英超第12轮：阿森纳客场取胜', 'football', 2);
  const nba = await write('湖人加时险胜勇士，詹姆斯砍下35分', 'basketball', 3);
  const draft = await write('草稿：尚未发布的文章', 'football', 0, { status: 'draft' });
  await pickArticle(db, derbyReport, 'banner', 1);
  await pickArticle(db, nba, 'banner', 2);
  await pickArticle(db, epl, 'recommend', 1);
  return { editor, ids: { derby, derbyReport, epl, nba, draft } };
}
