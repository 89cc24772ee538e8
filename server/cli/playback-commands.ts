// The operator's playback commands (npm run operator -- playback …): pin a replay so retention never takes its
// media (and it lists first), unpin it, and sweep retention now.
import type { Db } from '../db/client';
import { pinReplay, sweepReplays } from '../modules/playback/service';

export const playbackUsage = `  playback pin|unpin <回放ID>                      置顶回放（不会过期，排在前面）或取消
  playback sweep                                  按保留天数与容量上限清理回放视频（记录保留，标为已过期）`;

export class PlaybackUsageError extends Error {}

export interface PlaybackCommandContext {
  db: Db;
  mediaDir: string;
  retention: { retentionDays: number; maxBytes: number };
}

export async function playbackCommand(
  args: string[],
  ctx: PlaybackCommandContext,
  print: (line: string) => void,
): Promise<number> {
  const [action, id] = args;
  if (action === 'pin' || action === 'unpin') {
    if (id === undefined || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647)
      throw new PlaybackUsageError('回放ID应为正整数');
    if (!(await pinReplay(ctx.db, Number(id), action === 'pin'))) {
      print(`回放 #${id} 不存在。`);
      return 1;
    }
    print(action === 'pin' ? `回放 #${id} 已置顶。` : `回放 #${id} 已取消置顶。`);
    return 0;
  }
  if (action === 'sweep') {
    const expired = await sweepReplays(ctx.db, ctx.mediaDir, ctx.retention);
    print(
      expired.length === 0
        ? '没有需要清理的回放。'
        : `已清理 ${expired.length} 个回放的视频：#${expired.join('、#')}。`,
    );
    return 0;
  }
  throw new PlaybackUsageError('playback 的命令是 pin、unpin 或 sweep');
}
