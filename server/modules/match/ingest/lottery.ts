// Lottery issues and the numbers they give matches (jczq 周日001, jclq 301, zc 1-14, bjdc 1…).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lotteryIssues, lotteryMatches } from '../../../db/schema';
import type { FeedLotteryIssue } from '../../../providers/feed/types';
import { inChunks } from './bulk';

export async function writeLottery(db: Db, issues: FeedLotteryIssue[]) {
  if (issues.length === 0) return;
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    await inChunks(issues, 500, async (slice) => {
      const rows = await tx
        .insert(lotteryIssues)
        .values(
          slice.map((i) => ({
            lotteryCode: i.lotteryCode,
            issueNo: i.issueNo,
            salesCloseAt: new Date(i.salesCloseAt),
          })),
        )
        .onConflictDoUpdate({
          target: [lotteryIssues.lotteryCode, lotteryIssues.issueNo],
          set: { salesCloseAt: sql`excluded.sales_close_at` },
        })
        .returning({
          id: lotteryIssues.id,
          code: lotteryIssues.lotteryCode,
          no: lotteryIssues.issueNo,
        });
      for (const r of rows) ids.set(`${r.code}:${r.no}`, r.id);
    });
    const rows = issues.flatMap((i) =>
      i.matches.map((m) => ({ ...m, issueId: ids.get(`${i.lotteryCode}:${i.issueNo}`)! })),
    );
    await inChunks(rows, 2000, (slice) =>
      tx
        .insert(lotteryMatches)
        .values(slice)
        .onConflictDoUpdate({
          target: [lotteryMatches.issueId, lotteryMatches.matchId],
          set: {
            number: sql`excluded.number`,
            playTypes: sql`excluded.play_types`,
            handicap: sql`excluded.handicap`,
          },
        }),
    );
  });
}
