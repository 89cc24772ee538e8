// The operator's expert commands (npm run operator -- expert …): the open applications, and the decision on one,
// which makes the applicant an expert (as `audit pass` makes an anchor).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { expertApplications, users } from '../db/schema';
import { decideExpertApplication } from '../modules/expert/service';

export const expertUsage = `  expert list                                     待审核的专家申请
  expert pass <用户ID>                             通过：成为专家，可发布方案
  expert no <用户ID> <原因>                         不通过（原因会显示给申请人）`;

export class ExpertUsageError extends Error {}

function idArg(value: string | undefined) {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new ExpertUsageError('用户ID应为正整数');
  return Number(value);
}

export async function expertCommand(
  args: string[],
  db: Db,
  print: (line: string) => void,
): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'list') {
    const rows = await db
      .select({
        userId: expertApplications.userId,
        nickName: users.nickName,
        intro: expertApplications.intro,
        specialities: expertApplications.specialities,
        createdAt: expertApplications.createdAt,
      })
      .from(expertApplications)
      .innerJoin(users, eq(users.id, expertApplications.userId))
      .where(eq(expertApplications.state, 'review'))
      .orderBy(asc(expertApplications.createdAt));
    if (rows.length === 0) print('没有待审核的专家申请。');
    for (const r of rows)
      print(
        `用户 ${r.userId}（${r.nickName}） 擅长：${r.specialities.join('、')}  ${r.createdAt.toISOString()}\n    「${r.intro}」`,
      );
    return 0;
  }
  if (action === 'pass') {
    const userId = idArg(rest[0]);
    await decideExpertApplication(db, userId, { pass: true });
    print(`用户 ${userId} 已成为专家。`);
    return 0;
  }
  if (action === 'no') {
    const userId = idArg(rest[0]);
    const reason = rest.slice(1).join(' ').trim();
    if (!reason) throw new ExpertUsageError('请写明不通过的原因');
    await decideExpertApplication(db, userId, { pass: false, reason });
    print(`用户 ${userId} 的专家申请未通过：${reason}`);
    return 0;
  }
  throw new ExpertUsageError('expert 后应为 list、pass 或 no');
}
