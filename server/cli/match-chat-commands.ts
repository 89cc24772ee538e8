// The operator's match chat commands (npm run operator -- match-chat …): bar a user from every 聊球室 for some
// days or for good, lift it, and list the bans running.
import type { Db } from '../db/client';
import {
  banFromMatchChat,
  matchChatBanList,
  unbanFromMatchChat,
} from '../modules/match-chat/service';

export const matchChatUsage = `  match-chat ban <用户ID> [天数|forever] [原因]     禁止在所有比赛聊球室发言（默认 7 天）
  match-chat unban <用户ID>                        解除聊球室禁言
  match-chat bans                                 正在生效的聊球室禁言`;

export class MatchChatUsageError extends Error {}

function idArg(value: string | undefined) {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw new MatchChatUsageError('用户ID应为正整数');
  return Number(value);
}

function daysArg(value: string | undefined): number | null {
  if (value === undefined) return 7;
  if (value === 'forever' || value === '永久') return null;
  if (!/^[1-9]\d{0,3}$/.test(value))
    throw new MatchChatUsageError('天数应为 1-9999 的整数或 forever');
  return Number(value);
}

export async function matchChatCommand(
  args: string[],
  db: Db,
  print: (line: string) => void,
): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'ban') {
    const userId = idArg(rest[0]);
    const days = daysArg(rest[1]);
    const reason = rest.slice(2).join(' ').trim();
    if (!(await banFromMatchChat(db, userId, days, reason))) {
      print(`用户 ${userId} 不存在。`);
      return 1;
    }
    print(`用户 ${userId} 已被禁止在聊球室发言${days === null ? '（永久）' : `，${days} 天`}。`);
    return 0;
  }
  if (action === 'unban') {
    const userId = idArg(rest[0]);
    const lifted = await unbanFromMatchChat(db, userId);
    print(lifted ? `已解除用户 ${userId} 的聊球室禁言。` : `用户 ${userId} 没有聊球室禁言。`);
    return lifted ? 0 : 1;
  }
  if (action === 'bans') {
    const bans = await matchChatBanList(db);
    if (bans.length === 0) print('没有正在生效的聊球室禁言。');
    for (const b of bans)
      print(
        `${b.userId}  ${b.nickName}  ${b.until ? `至 ${b.until.toISOString()}` : '永久'}${b.reason ? `  ${b.reason}` : ''}`,
      );
    return 0;
  }
  throw new MatchChatUsageError('match-chat 后应为 ban、unban 或 bans');
}
