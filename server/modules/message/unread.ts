// Unread notices per kind, per tab and in all, for one user or for a batch of recipients (one query either way).
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  type MessageKind,
  type MessageTab,
  messageKinds,
  messageTabKinds,
  messageTabs,
  type UnreadCounts,
} from '../../../contract/calls/message';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

const isKind = (k: string): k is MessageKind => (messageKinds as readonly string[]).includes(k);

export function countsOf(rows: { kind: string; n: number }[]): UnreadCounts {
  const kinds = Object.fromEntries(messageKinds.map((k) => [k, 0])) as Record<MessageKind, number>;
  for (const r of rows) if (isKind(r.kind)) kinds[r.kind] += r.n;
  const tabs = Object.fromEntries(
    messageTabs.map((t) => [t, messageTabKinds[t].reduce((sum, k) => sum + kinds[k], 0)]),
  ) as Record<MessageTab, number>;
  const total = messageKinds.reduce((sum, k) => sum + kinds[k], 0);
  return { total, kinds, tabs };
}

export async function unreadOf(db: Db, userId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ kind: messages.kind, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
    .groupBy(messages.kind);
  return countsOf(rows.map((r) => ({ kind: r.kind, n: Number(r.n) })));
}

/** The counts of many recipients at once (a fan-out's batch). */
export async function unreadOfMany(db: Db, userIds: number[]) {
  const byUser = new Map<number, { kind: string; n: number }[]>();
  if (userIds.length === 0) return new Map<number, UnreadCounts>();
  const rows = await db
    .select({ userId: messages.userId, kind: messages.kind, n: count() })
    .from(messages)
    .where(and(inArray(messages.userId, userIds), isNull(messages.readAt)))
    .groupBy(messages.userId, messages.kind);
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ kind: r.kind, n: Number(r.n) });
    byUser.set(r.userId, list);
  }
  return new Map(userIds.map((id) => [id, countsOf(byUser.get(id) ?? [])]));
}
