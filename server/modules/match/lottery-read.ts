// A lottery issue with its matches in number order (the jczq, bjdc, zc and jclq pages), and the issues
// around it for the picker. Without an issue number, the one on sale: the earliest whose sales have not
// closed, else the latest.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { lotteryIssues, lotteryMatches, matches } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { LotteryCode, Sport } from '../../providers/feed/types';
import { matchItems } from './board';

/** Issues shown on each side of the current one in the picker. */
const AROUND = 3;

const sportOf = (code: LotteryCode): Sport => (code === 'jclq' ? 'basketball' : 'football');

type Issue = typeof lotteryIssues.$inferSelect;

async function chosenIssue(db: Db, code: LotteryCode, issueNo: string | undefined, now: number) {
  const ofCode = eq(lotteryIssues.lotteryCode, code);
  if (issueNo !== undefined) {
    const [issue] = await db
      .select()
      .from(lotteryIssues)
      .where(and(ofCode, eq(lotteryIssues.issueNo, issueNo)));
    return issue;
  }
  const [onSale] = await db
    .select()
    .from(lotteryIssues)
    .where(and(ofCode, gt(lotteryIssues.salesCloseAt, new Date(now))))
    .orderBy(asc(lotteryIssues.salesCloseAt), asc(lotteryIssues.issueNo))
    .limit(1);
  if (onSale) return onSale;
  const [latest] = await db
    .select()
    .from(lotteryIssues)
    .where(ofCode)
    .orderBy(desc(lotteryIssues.salesCloseAt), desc(lotteryIssues.issueNo))
    .limit(1);
  return latest;
}

/** Up to AROUND issues before and after, by sales close (the issue number breaks ties). */
async function neighbours(db: Db, issue: Issue) {
  const here = sql`(${issue.salesCloseAt.toISOString()}::timestamptz, ${issue.issueNo}::text)`;
  const key = sql`(${lotteryIssues.salesCloseAt}, ${lotteryIssues.issueNo})`;
  const ofCode = eq(lotteryIssues.lotteryCode, issue.lotteryCode);
  const columns = { issueNo: lotteryIssues.issueNo, salesCloseAt: lotteryIssues.salesCloseAt };
  const [before, after] = await Promise.all([
    db
      .select(columns)
      .from(lotteryIssues)
      .where(and(ofCode, sql`${key} < ${here}`))
      .orderBy(desc(lotteryIssues.salesCloseAt), desc(lotteryIssues.issueNo))
      .limit(AROUND),
    db
      .select(columns)
      .from(lotteryIssues)
      .where(and(ofCode, sql`${key} > ${here}`))
      .orderBy(asc(lotteryIssues.salesCloseAt), asc(lotteryIssues.issueNo))
      .limit(AROUND),
  ]);
  return { before: before.reverse(), after };
}

// 周日001 < 周日002, 1 < 2 < 10: the weekday of the number first, then its digits.
const weekdays = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const numberKey = (n: string) => {
  const weekday = weekdays.findIndex((w) => n.startsWith(w)) + 1;
  const digits = Number(/(\d+)$/.exec(n)?.[1] ?? Number.NaN);
  return { weekday, digits: Number.isNaN(digits) ? Number.MAX_SAFE_INTEGER : digits };
};
const byNumber = (a: string, b: string) => {
  const ka = numberKey(a);
  const kb = numberKey(b);
  return ka.weekday - kb.weekday || ka.digits - kb.digits || a.localeCompare(b);
};

export async function lotteryIssue(
  db: Db,
  code: LotteryCode,
  issueNo: string | undefined,
  now = Date.now(),
) {
  const issue = await chosenIssue(db, code, issueNo, now);
  if (!issue) throw new ApiError(errors.lotteryIssueNotFound);
  const [{ before, after }, entries] = await Promise.all([
    neighbours(db, issue),
    db.select().from(lotteryMatches).where(eq(lotteryMatches.issueId, issue.id)),
  ]);
  const items =
    entries.length === 0
      ? []
      : await matchItems(
          db,
          inArray(
            matches.id,
            entries.map((e) => e.matchId),
          ),
        );
  const byId = new Map(items.map((i) => [i.id, i]));
  const sport = sportOf(code);
  const list = entries
    .sort((a, b) => byNumber(a.number, b.number))
    .flatMap((e) => {
      const item = byId.get(e.matchId);
      return item
        ? [
            {
              ...item,
              matchType: sport,
              number: e.number,
              playTypes: e.playTypes,
              handicap: e.handicap,
            },
          ]
        : [];
    });
  const issues = [...before, issue, ...after].map((i) => ({
    issueNo: i.issueNo,
    salesCloseAt: i.salesCloseAt.getTime(),
  }));
  return {
    lotteryCode: code,
    issueNo: issue.issueNo,
    salesCloseAt: issue.salesCloseAt.getTime(),
    onSale: issue.salesCloseAt.getTime() > now,
    previous: before.at(-1)?.issueNo ?? null,
    next: after[0]?.issueNo ?? null,
    issues,
    matches: list,
  };
}
