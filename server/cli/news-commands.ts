// The operator's headline commands (npm run operator -- news …): publish an HTML file, withdraw, banner and
// recommend picks, breaking news (快讯, pushed to every open page), the desk list and approving submitted articles.
import { readFile, stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { authorKinds } from '../../contract/calls/news';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newsDesk } from '../db/seed/news';
import { type ArticleStatus, pickArticle, writeArticle } from '../modules/news/authoring';
import { flagBreaking } from '../modules/news/breaking';
import { listColumns } from '../modules/news/columns';
import {
  approveArticle,
  articleStatuses,
  articleStatusOf,
  deskList,
  withdrawArticle,
} from '../modules/news/desk';
import type { Bus } from '../realtime/bus';

export const newsUsage = `  news publish --file <文章.html> --title <标题> --column <栏目> [--summary <摘要>] [--match <比赛ID>] [--cover <封面URL>] [--author <用户ID>]
                                                  发布文章（正文经过净化；默认作者为头条编辑部账号）
  news list [--status draft|review|published|withdrawn]   最近 30 篇文章（默认全部状态）
  news approve <文章ID>                            审核通过并发布（待审核 → 已发布）
  news withdraw <文章ID>                           下线文章（读者不可见，数据保留）
  news banner <文章ID> [排序]                       放入头条轮播
  news recommend <文章ID> [排序]                    放入推荐
  news breaking <文章ID>                           标为快讯：推送到所有打开的页面，30 分钟内打开的页面也会提示`;

/** The most a published file may weigh: a long article with inline markup is far below it. */
export const MAX_ARTICLE_BYTES = 512 * 1024;
const MAX_TITLE = 100;

export class NewsUsageError extends Error {}

const statusNames: Record<ArticleStatus, string> = {
  draft: '草稿',
  review: '待审核',
  published: '已发布',
  withdrawn: '已下线',
};

function idArg(value: string | undefined, what: string) {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new NewsUsageError(`${what}应为正整数`);
  return Number(value);
}

/** `--name value` pairs; an unknown name or a name without its value is a usage error. */
function flags(args: string[], known: readonly string[]) {
  const found: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.startsWith('--') ? args[i]!.slice(2) : null;
    if (name === null || !known.includes(name))
      throw new NewsUsageError(`无法识别的参数 ${args[i]}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new NewsUsageError(`--${name} 缺少取值`);
    found[name] = value;
  }
  return found;
}

/** The desk's own account (the demo seed makes it too): operators' articles need an author. */
async function deskAuthor(db: Db) {
  await db.insert(users).values(newsDesk).onConflictDoNothing();
  const [desk] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, newsDesk.phone));
  return desk!.id;
}

async function publish(args: string[], db: Db, print: (line: string) => void) {
  const f = flags(args, ['file', 'title', 'column', 'summary', 'match', 'cover', 'author']);
  if (!f.file) throw new NewsUsageError('请用 --file 指定正文 HTML 文件');
  const title = f.title?.trim() ?? '';
  if (!title) throw new NewsUsageError('请用 --title 填写标题');
  if ([...title].length > MAX_TITLE) throw new NewsUsageError(`标题最多 ${MAX_TITLE} 个字`);
  if (!f.column) throw new NewsUsageError('请用 --column 指定栏目');
  const columns = await listColumns(db, 1);
  const column = columns.find((c) => c.columnNo === f.column || c.name === f.column);
  if (!column)
    throw new NewsUsageError(
      columns.length === 0
        ? '还没有任何栏目（站点首次启动时会写入演示栏目）'
        : `没有栏目「${f.column}」，可用：${columns.map((c) => `${c.columnNo}（${c.name}）`).join('、')}`,
    );
  if (f.cover !== undefined && !/^(https?:\/\/|\/(?!\/))\S+$/.test(f.cover))
    throw new NewsUsageError('封面应为 http(s):// 开头的地址或站内路径');
  const size = await stat(f.file).then(
    (s) => (s.isFile() ? s.size : -1),
    () => -1,
  );
  if (size < 0) throw new NewsUsageError(`读不到文件 ${f.file}`);
  if (size > MAX_ARTICLE_BYTES)
    throw new NewsUsageError(`正文文件过大（最多 ${MAX_ARTICLE_BYTES / 1024} KB）`);
  const html = await readFile(f.file, 'utf8');
  const authorId = f.author ? idArg(f.author, '作者ID') : await deskAuthor(db);
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.id, authorId));
  if (!author) throw new NewsUsageError(`没有用户 ${authorId}`);
  const id = await writeArticle(db, {
    title,
    summary: f.summary,
    cover: f.cover,
    body: html,
    authorId,
    authorKind: 1,
    columnNo: column.columnNo,
    matchIds: f.match ? [idArg(f.match, '比赛ID')] : [],
  });
  print(`已发布文章 #${id}「${title}」（${column.name}）：/news/${id}`);
  return 0;
}

/** Runs `news <action> …`; the answer is the exit code (0 done, 1 refused or unchanged, 2 bad usage). */
export async function newsCommand(
  args: string[],
  ctx: { db: Db; bus: Bus },
  print: (line: string) => void,
): Promise<number> {
  const [action, ...rest] = args;
  const { db } = ctx;
  switch (action) {
    case 'publish':
      return publish(rest, db, print);
    case 'list': {
      const { status } = flags(rest, ['status']);
      if (status !== undefined && !(articleStatuses as readonly string[]).includes(status))
        throw new NewsUsageError(`状态应为 ${articleStatuses.join('、')} 之一`);
      const rows = await deskList(db, status as ArticleStatus | undefined, 30);
      if (rows.length === 0)
        print(status ? `没有${statusNames[status as ArticleStatus]}的文章。` : '没有文章。');
      for (const a of rows)
        print(
          `#${a.id}  [${statusNames[a.status as ArticleStatus] ?? a.status}]  ${a.columnName}  ${a.title}  — ${a.nickName}（${authorKinds[a.authorKind as 1 | 2 | 3] ?? '作者'}）  ${(a.publishedAt ?? a.createdAt).toISOString()}`,
        );
      return 0;
    }
    case 'approve': {
      const id = idArg(rest[0], '文章ID');
      const done = await approveArticle(db, id);
      print(
        done
          ? `文章 #${id} 已审核通过并发布：/news/${id}`
          : `文章 #${id} 不在待审核状态（${statusNames[await articleStatusOf(db, id)]}），未做任何改动。`,
      );
      return done ? 0 : 1;
    }
    case 'withdraw': {
      const id = idArg(rest[0], '文章ID');
      const done = await withdrawArticle(db, id);
      print(
        done ? `文章 #${id} 已下线，读者不再可见。` : `文章 #${id} 已是下线状态，未做任何改动。`,
      );
      return done ? 0 : 1;
    }
    case 'banner':
    case 'recommend': {
      const id = idArg(rest[0], '文章ID');
      const sort = rest[1] === undefined ? 0 : idArgOrZero(rest[1]);
      const status = await articleStatusOf(db, id);
      if (status !== 'published') {
        print(
          `文章 #${id} 尚未发布（${statusNames[status]}），不能放入${action === 'banner' ? '轮播' : '推荐'}。`,
        );
        return 1;
      }
      await pickArticle(db, id, action, sort);
      print(`文章 #${id} 已放入${action === 'banner' ? '头条轮播' : '推荐'}（排序 ${sort}）。`);
      return 0;
    }
    case 'breaking': {
      const id = idArg(rest[0], '文章ID');
      const item = await flagBreaking(ctx, id);
      print(
        `文章 #${id}「${item.title}」已标为快讯，推送到所有打开的页面（至 ${new Date(item.expiresAt).toISOString()}）。`,
      );
      return 0;
    }
    default:
      throw new NewsUsageError(
        'news 后应为 publish、list、approve、withdraw、banner、recommend 或 breaking',
      );
  }
}

function idArgOrZero(value: string) {
  if (!/^\d{1,6}$/.test(value)) throw new NewsUsageError('排序应为 0–999999 的整数');
  return Number(value);
}
