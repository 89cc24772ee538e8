// POST /chat/welcome and /chat/notice: the greeting with how many are on the match's page now (sockets joined
// to match:<type>:<id>, counted across processes over the adapter), and the pinned notice (kick-off, rules).
import type { FastifyInstance } from 'fastify';
import { channels } from '../../../contract/events';
import { formatFull } from '../../../contract/format/dates';
import type { ChatMatch } from './match';

export const MATCH_CHAT_RULES = '文明观球，理性讨论；禁止辱骂、广告与赌球信息，违者禁言';

/** One count per group for this long: a busy match's arrivals do not each ask every process. */
const ONLINE_CACHE_MS = 5_000;
const onlineCache = new WeakMap<object, Map<string, { n: number; at: number }>>();

export async function onlineOf(app: FastifyInstance, channel: string, now = Date.now()) {
  let cache = onlineCache.get(app.ctx);
  if (!cache) {
    cache = new Map();
    onlineCache.set(app.ctx, cache);
  }
  const hit = cache.get(channel);
  if (hit && now - hit.at < ONLINE_CACHE_MS) return hit.n;
  let n: number;
  try {
    n = (await app.io.in(channel).fetchSockets()).length;
  } catch {
    // Another process did not answer in time: this process's own count is better than none.
    n = app.io.of('/').adapter.rooms.get(channel)?.size ?? 0;
  }
  if (cache.size > 5_000) cache.clear();
  cache.set(channel, { n, at: now });
  return n;
}

export async function matchChatWelcome(app: FastifyInstance, match: ChatMatch) {
  const channel = channels.match(match.channel, match.id);
  const online = await onlineOf(app, channel);
  const text = match.closed
    ? `${match.home} vs ${match.away} 已完场，聊球室已关闭，可以翻看大家的讨论`
    : `欢迎来到 ${match.home} vs ${match.away} 聊球室，一起为喜欢的球队加油！`;
  return { group: `${match.channel}:${match.id}`, text, online, closed: match.closed };
}

export function matchChatNotice(match: ChatMatch) {
  const notice = match.closed
    ? `本场比赛已结束（${match.home} vs ${match.away}），聊天记录仅供回看`
    : `${match.home} vs ${match.away}，北京时间 ${formatFull(match.kickoffAt).slice(0, 16)} 开赛`;
  return {
    notice,
    rules: MATCH_CHAT_RULES,
    kickoffAt: match.kickoffAt.getTime(),
    closed: match.closed,
  };
}
