// The operator's commands (npm run operator -- <command>): system gifts and deductions, plan refunds,
// the withdrawal queue and its decisions, the red packet sweep, anchor applications, the sensitive-word list,
// match chat bans. Parsed and run here; operator.ts opens the database.
import { formatMinor } from '../../contract/format/price';
import { ApiError } from '../http/api-error';
import {
  passApplication,
  pendingApplications,
  rejectApplication,
} from '../modules/anchor/applications';
import { addWord, listWords, removeWord } from '../modules/chat/words';
import { closeCommentReport, openCommentReports } from '../modules/comment/service';
import { closePostReport, openPostReports } from '../modules/community/report';
import type { Currency, LedgerContext } from '../modules/pay/ledger';
import { systemDeduction, systemGift } from '../modules/pay/operator-ops';
import { refundPlan } from '../modules/pay/plans';
import { expireRedPackets } from '../modules/pay/red-packet';
import { unitsOf } from '../modules/pay/spend-postings';
import { decideWithdrawal, pendingWithdrawals } from '../modules/pay/withdrawals';
import { closeReport, openReports } from '../modules/room/report';
import { AdminUsageError, adminCommand, adminUsage } from './admin-commands';
import { CommunityUsageError, communityCommand, communityUsage } from './community-commands';
import { ExpertUsageError, expertCommand, expertUsage } from './expert-commands';
import { MatchChatUsageError, matchChatCommand, matchChatUsage } from './match-chat-commands';
import { NewsUsageError, newsCommand, newsUsage } from './news-commands';
import {
  type PlaybackCommandContext,
  PlaybackUsageError,
  playbackCommand,
  playbackUsage,
} from './playback-commands';

export const usage = `用法: npm run operator -- <命令>
  gift <用户ID> <diamond|ticket> <金额> [备注]     系统赠送（交易类型 7）
  deduct <用户ID> <diamond|ticket> <金额> [备注]   系统扣除（交易类型 8，余额不足则拒绝）
  refund-plan <方案ID> <用户ID>                   方案退款（交易类型 6）
  withdrawals                                     待审核的提现
  approve <提现ID> [备注]                          通过并打款
  reject <提现ID> <原因>                           驳回并退回球票
  expire-red-packets                              退回已过期红包的剩余金额
  reports list                                    待处理的举报（直播间、评论与帖子）
  reports done <举报ID>                            标记直播间举报已处理（评论举报用 c<ID>，帖子举报用 p<ID>）
  audit list                                      待审核的主播申请
  audit pass <申请ID>                              通过：成为主播并开通直播间
  audit no <申请ID> <原因>                          不通过（原因会显示给申请人）
  words list                                      敏感词列表（聊天中会被替换为 *）
  words add|remove <词>                            添加或删除敏感词（各进程 10 秒内生效）
${matchChatUsage}
${newsUsage}
${communityUsage}
${expertUsage}
${playbackUsage}
${adminUsage}
金额以球钻/球票为单位，最多 2 位小数（如 12.5）。`;

class UsageError extends Error {}

const currencies: Record<string, Currency> = {
  diamond: 'diamond',
  球钻: 'diamond',
  ticket: 'ticket',
  球票: 'ticket',
};

function idArg(value: string | undefined, what: string) {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`${what}应为正整数`);
  return Number(value);
}

function amountArg(value: string | undefined) {
  if (value === undefined || !/^\d+(\.\d{1,2})?$/.test(value))
    throw new UsageError('金额应为正数，最多 2 位小数');
  return unitsOf(Number(value));
}

function currencyArg(value: string | undefined) {
  const currency = value === undefined ? undefined : currencies[value];
  if (!currency) throw new UsageError('币种应为 diamond（球钻）或 ticket（球票）');
  return currency;
}

const shown = (b: { balance: number; ticket: number }) =>
  `球钻 ${formatMinor(Math.round(b.balance * 100))}，球票 ${formatMinor(Math.round(b.ticket * 100))}`;

/** Runs one command; the answer is the process's exit code (0 done, 1 refused, 2 bad usage). */
/** The ledger's context, and where replays' media lives (the playback commands only). */
export type OperatorContext = LedgerContext & {
  playback?: Omit<PlaybackCommandContext, 'db'>;
};

export async function runOperator(
  args: string[],
  ctx: OperatorContext,
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'gift':
      case 'deduct': {
        const userId = idArg(rest[0], '用户ID');
        const currency = currencyArg(rest[1]);
        const units = amountArg(rest[2]);
        const note = rest.slice(3).join(' ');
        const move = command === 'gift' ? systemGift : systemDeduction;
        const done = await move(ctx, userId, currency, units, note);
        print(
          `${command === 'gift' ? '已赠送' : '已扣除'} ${formatMinor(units)} ${currency === 'diamond' ? '球钻' : '球票'}（交易 ${done.transactionId}）。用户 ${userId} 余额：${shown(done)}`,
        );
        return 0;
      }
      case 'refund-plan': {
        const planId = idArg(rest[0], '方案ID');
        const userId = idArg(rest[1], '用户ID');
        const done = await refundPlan(ctx, planId, userId);
        print(`已退款 ${done.refunded} 球钻。用户 ${userId} 余额：${shown(done)}`);
        return 0;
      }
      case 'withdrawals': {
        const pending = await pendingWithdrawals(ctx);
        if (pending.length === 0) print('没有待审核的提现。');
        for (const w of pending)
          print(
            `#${w.id}  用户 ${w.userId}（${w.nickName}）  金额 ${w.amount}  手续费 ${w.fee}  实到 ${w.actual}  ${w.bankName || '支付宝'} ${w.account}  ${new Date(w.createdAt).toISOString()}`,
          );
        return 0;
      }
      case 'approve':
      case 'reject': {
        const id = idArg(rest[0], '提现ID');
        const note = rest.slice(1).join(' ');
        if (command === 'reject' && !note) throw new UsageError('驳回需要填写原因');
        const { withdrawal, changed } = await decideWithdrawal(
          ctx,
          id,
          command === 'approve' ? 'approve' : 'reject',
          note,
        );
        print(
          changed
            ? `提现 #${id} 已${command === 'approve' ? '通过并打款' : '驳回，球票已退回'}。`
            : `提现 #${id} 已处理过（${withdrawal.status}），未做任何改动。`,
        );
        return changed ? 0 : 1;
      }
      case 'expire-red-packets': {
        const returned = await expireRedPackets(ctx);
        print(`退回了 ${returned.length} 个过期红包。`);
        for (const r of returned)
          print(`  红包 #${r.packetId} → 用户 ${r.senderId}：${formatMinor(r.returnedUnits)} 球钻`);
        return 0;
      }
      case 'audit': {
        const [action, idText, ...reason] = rest;
        if (action === 'list') {
          const pending = await pendingApplications(ctx.db);
          if (pending.length === 0) print('没有待审核的主播申请。');
          for (const a of pending)
            print(
              `#${a.id}  用户 ${a.userId}（${a.nickName}）  姓名 ${a.fullName}  分类 ${a.categories.join(',')}  照片 ${a.photos.join(' ')}  ${new Date(a.createdAt).toISOString()}\n     简介：${a.intro || '（无）'}`,
            );
          return 0;
        }
        if (action !== 'pass' && action !== 'no')
          throw new UsageError('audit 后应为 list、pass 或 no');
        const id = idArg(idText, '申请ID');
        if (action === 'pass') {
          const done = await passApplication(ctx, id);
          print(`申请 #${id} 已通过：用户 ${done.userId} 成为主播，直播间 ${done.roomId}。`);
        } else {
          if (reason.length === 0) throw new UsageError('不通过需要填写原因');
          await rejectApplication(ctx, id, reason.join(' '));
          print(`申请 #${id} 未通过，原因已告知申请人。`);
        }
        return 0;
      }
      case 'words': {
        const [action, ...parts] = rest;
        const word = parts.join(' ').trim();
        if (action === 'list') {
          const words = await listWords(ctx.db);
          print(words.length === 0 ? '没有敏感词。' : words.map((w) => w.word).join('\n'));
          return 0;
        }
        if (action !== 'add' && action !== 'remove')
          throw new UsageError('words 后应为 list、add 或 remove');
        if (!word) throw new UsageError('请填写敏感词');
        const changed = await (action === 'add' ? addWord : removeWord)(ctx.db, word);
        const done = action === 'add' ? '已添加' : '已删除';
        print(
          changed
            ? `${done}敏感词「${word}」。`
            : `「${word}」${action === 'add' ? '已在' : '不在'}列表中，未做改动。`,
        );
        return changed ? 0 : 1;
      }
      case 'reports':
        return await reportsCommand(rest, ctx, print);
      case 'match-chat':
        return await matchChatCommand(rest, ctx.db, print);
      case 'news':
        return await newsCommand(rest, ctx, print);
      case 'community':
        return await communityCommand(rest, ctx.db, print);
      case 'expert':
        return await expertCommand(rest, ctx.db, print);
      case 'admin':
        return await adminCommand(rest, ctx.db, print);
      case 'playback':
        if (!ctx.playback) throw new PlaybackUsageError('playback 命令需要媒体目录');
        return await playbackCommand(rest, { db: ctx.db, ...ctx.playback }, print);
      default:
        print(usage);
        return command === undefined || command === 'help' ? 0 : 2;
    }
  } catch (err) {
    if (
      err instanceof UsageError ||
      err instanceof NewsUsageError ||
      err instanceof CommunityUsageError ||
      err instanceof ExpertUsageError ||
      err instanceof MatchChatUsageError ||
      err instanceof PlaybackUsageError ||
      err instanceof AdminUsageError
    ) {
      print(`${err.message}\n\n${usage}`);
      return 2;
    }
    if (err instanceof ApiError) {
      print(`拒绝：${err.message}（${err.error.code}）`);
      return 1;
    }
    throw err;
  }
}

const commentTargets: Record<number, string> = { 1: '文章', 2: '帖子' };

/**
 * `reports list` and `reports done <id>`: the operators' queue of room reports, then comment reports (c<id>), then
 * post reports (p<id>).
 */
async function reportsCommand(
  args: string[],
  ctx: LedgerContext,
  print: (line: string) => void,
): Promise<number> {
  const { db } = ctx;
  if (args[0] === 'list') {
    const open = await openReports(db);
    const onComments = await openCommentReports(db);
    const onPosts = await openPostReports(db);
    if (open.length + onComments.length + onPosts.length === 0) print('没有待处理的举报。');
    for (const r of open)
      print(
        `#${r.id}  直播间 ${r.roomId}（主播 ${r.anchorId}）  举报人 ${r.reporter}  ${r.reason}${r.detail ? `：${r.detail}` : ''}  截图 ${r.screenshots.length} 张${r.screenshots.map((u) => `\n    ${u}`).join('')}  ${r.createdAt.toISOString()}`,
      );
    for (const r of onComments)
      print(
        `#c${r.id}  评论 ${r.commentId}（${commentTargets[r.targetType] ?? '内容'} ${r.targetId}，作者 ${r.writer}）  举报人 ${r.reporter}  ${r.reason}${r.detail ? `：${r.detail}` : ''}  ${r.createdAt.toISOString()}\n    「${r.content}」`,
      );
    for (const r of onPosts)
      print(
        `#p${r.id}  帖子 ${r.postId}（${r.kind === 'anchor' ? '主播动态' : `圈子 ${r.circleId}`}，作者 ${r.writer}${r.postStatus === 1 ? '' : '，已删除'}）  举报人 ${r.reporter}  ${r.reason}${r.detail ? `：${r.detail}` : ''}  ${r.createdAt.toISOString()}\n    「${r.content.length > 80 ? `${r.content.slice(0, 80)}…` : r.content}」`,
      );
    return 0;
  }
  if (args[0] === 'done' && args[1]?.startsWith('p')) {
    const id = idArg(args[1].slice(1), '帖子举报ID');
    const changed = await closePostReport(db, id, ctx);
    print(
      changed ? `帖子举报 #p${id} 已标记为已处理。` : `帖子举报 #p${id} 已处理过，未做任何改动。`,
    );
    return changed ? 0 : 1;
  }
  if (args[0] === 'done' && args[1]?.startsWith('c')) {
    const id = idArg(args[1].slice(1), '评论举报ID');
    const changed = await closeCommentReport(db, id, ctx);
    print(
      changed ? `评论举报 #c${id} 已标记为已处理。` : `评论举报 #c${id} 已处理过，未做任何改动。`,
    );
    return changed ? 0 : 1;
  }
  if (args[0] === 'done') {
    const id = idArg(args[1], '举报ID');
    const changed = await closeReport(db, id);
    print(changed ? `举报 #${id} 已标记为已处理。` : `举报 #${id} 已处理过，未做任何改动。`);
    return changed ? 0 : 1;
  }
  throw new UsageError('用法：reports list 或 reports done <举报ID>');
}
