// The recipient's side: the list of a tab, marking read, deleting, and the per-kind switches.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CallData } from '../../../contract/call';
import {
  type MessageKind,
  type MessageSetting,
  type MessageTab,
  messageKindLabels,
  messageKindNotes,
  messageKinds,
  type messageList,
  messageTabKinds,
} from '../../../contract/calls/message';
import { errors } from '../../../contract/errors';
import { channels } from '../../../contract/events';
import type { Db } from '../../db/client';
import { messageSettings, messages, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { MessageDeps } from './deps';
import { unreadOf } from './unread';
import { messageView } from './views';

export async function listMessages(
  db: Db,
  userId: number,
  q: { tab: MessageTab; page: number; pageSize: number },
): Promise<CallData<typeof messageList>> {
  const where = and(
    eq(messages.userId, userId),
    inArray(messages.kind, [...messageTabKinds[q.tab]]),
  );
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db
    .select({
      id: messages.id,
      kind: messages.kind,
      title: messages.title,
      body: messages.body,
      link: messages.link,
      readAt: messages.readAt,
      createdAt: messages.createdAt,
      actorId: messages.actorId,
      actorNickName: users.nickName,
      actorPortrait: users.portrait,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.actorId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map(messageView),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The counts as the header shows them, with the user channel's seq they reflect (read first). */
export async function unreadWithSeq(deps: MessageDeps, userId: number) {
  const { seq } = await deps.bus.catchUp(channels.user(userId));
  return { ...(await unreadOf(deps.db, userId)), seq };
}

async function tellOtherPages(deps: MessageDeps, userId: number) {
  const unread = await unreadOf(deps.db, userId);
  await deps.bus.publish(channels.user(userId), 'message.read', { unread });
  return unread;
}

async function mine(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: messages.id, readAt: messages.readAt })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  if (!row) throw new ApiError(errors.messageNotFound);
  return row;
}

/** One message (id), one tab, one kind, or everything (none given) becomes read. */
export async function markRead(
  deps: MessageDeps,
  userId: number,
  q: { id?: number; tab?: MessageTab; kind?: MessageKind },
) {
  const given = [q.id, q.tab, q.kind].filter((x) => x !== undefined).length;
  if (given > 1) throw new ApiError(errors.messageReadTarget);
  if (q.id !== undefined) await mine(deps.db, userId, q.id);
  const target =
    q.id !== undefined
      ? eq(messages.id, q.id)
      : q.tab
        ? inArray(messages.kind, [...messageTabKinds[q.tab]])
        : q.kind
          ? eq(messages.kind, q.kind)
          : undefined;
  const changed = await deps.db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt), target))
    .returning({ id: messages.id });
  const unread =
    changed.length > 0 ? await tellOtherPages(deps, userId) : await unreadOf(deps.db, userId);
  return { changed: changed.length, unread };
}

export async function deleteMessage(deps: MessageDeps, userId: number, id: number) {
  const row = await mine(deps.db, userId, id);
  await deps.db.delete(messages).where(and(eq(messages.id, id), eq(messages.userId, userId)));
  const unread = row.readAt ? await unreadOf(deps.db, userId) : await tellOtherPages(deps, userId);
  return { unread };
}

export async function settingsOf(db: Db, userId: number): Promise<MessageSetting[]> {
  const rows = await db
    .select({ kind: messageSettings.kind, enabled: messageSettings.enabled })
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId));
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.kind));
  return messageKinds.map((kind) => ({
    kind,
    label: messageKindLabels[kind],
    note: messageKindNotes[kind],
    enabled: !off.has(kind),
  }));
}

export async function setSetting(db: Db, userId: number, kind: MessageKind, enabled: boolean) {
  await db
    .insert(messageSettings)
    .values({ userId, kind, enabled })
    .onConflictDoUpdate({
      target: [messageSettings.userId, messageSettings.kind],
      set: { enabled },
    });
  return settingsOf(db, userId);
}
