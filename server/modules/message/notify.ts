// Writing notices: notify() for one recipient, notifyAll() for a fan-out (an anchor's followers, a match's
// reservers) in one INSERT … SELECT. Both respect the recipient's switches, never write one event twice for a
// user (the dedupe key), push message.new on user:<id>, and never throw: a notice that fails is logged, and the
// action that caused it goes on.
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type MessageKind,
} from '../../../contract/calls/message';
import { channels } from '../../../contract/events';
import { users } from '../../db/schema';
import type { MessageDeps } from './deps';
import { unreadOf, unreadOfMany } from './unread';
import { messageView } from './views';

export interface Notice {
  kind: MessageKind;
  /** Who caused it; a user is never told of their own act. */
  actorId?: number | null;
  title: string;
  /** Plain text. */
  body?: string;
  /** A path of the site. */
  link?: string;
  /** The event's identity: one message per (recipient, kind, key), however often the event is reported. */
  dedupeKey: string;
}

/** The most recipients one fan-out writes to (the newest followers first). */
export const FANOUT_MAX = 20_000;
/** Recipients pushed to at once during a fan-out. */
const PUSH_BATCH = 200;

type Inserted = { id: number; user_id: number; created_at: Date | string };

const clip = (s: string | undefined, max: number) => (s ?? '').slice(0, max);

async function actorOf(deps: MessageDeps, actorId: number | null | undefined) {
  if (!actorId) return null;
  const [a] = await deps.db
    .select({ nickName: users.nickName, portrait: users.portrait })
    .from(users)
    .where(eq(users.id, actorId));
  return a ? { id: actorId, nickName: a.nickName ?? '', portrait: a.portrait ?? '' } : null;
}

/** Writes the rows for every recipient the SQL selects (a one-column select of user ids). */
async function insertFor(deps: MessageDeps, recipients: SQL, n: Notice) {
  const actor = n.actorId ?? null;
  const result = (await deps.db.execute(sql`
    insert into messages (user_id, kind, actor_id, title, body, link, dedupe_key)
    select r.user_id, ${n.kind}, ${actor}, ${clip(n.title, MESSAGE_TITLE_MAX)},
      ${clip(n.body, MESSAGE_BODY_MAX)}, ${n.link ?? ''}, ${n.dedupeKey}
    from (${recipients}) as r(user_id)
    where r.user_id is distinct from ${actor}::int
      and not exists (
        select 1 from message_settings s
        where s.user_id = r.user_id and s.kind = ${n.kind} and s.enabled = false
      )
    on conflict (user_id, kind, dedupe_key) do nothing
    returning id, user_id, created_at
  `)) as unknown as { rows: Inserted[] };
  return result.rows;
}

async function push(deps: MessageDeps, rows: Inserted[], n: Notice) {
  const actor = await actorOf(deps, n.actorId);
  for (let i = 0; i < rows.length; i += PUSH_BATCH) {
    const batch = rows.slice(i, i + PUSH_BATCH);
    const unread = await unreadOfMany(
      deps.db,
      batch.map((r) => r.user_id),
    );
    await Promise.all(
      batch.map((r) =>
        deps.bus.publish(channels.user(r.user_id), 'message.new', {
          message: messageView({
            id: r.id,
            kind: n.kind,
            title: n.title,
            body: clip(n.body, MESSAGE_BODY_MAX),
            link: n.link ?? '',
            readAt: null,
            createdAt: new Date(r.created_at),
            actorId: actor?.id ?? null,
            actorNickName: actor?.nickName ?? null,
            actorPortrait: actor?.portrait ?? null,
          }),
          unread: unread.get(r.user_id)!,
        }),
      ),
    );
  }
}

async function safely<T>(deps: MessageDeps, n: Notice, work: () => Promise<T>, fallback: T) {
  try {
    return await work();
  } catch (err) {
    if (deps.log) deps.log.error({ err, kind: n.kind, key: n.dedupeKey }, 'message: notice failed');
    else console.error('message: notice failed', n.kind, n.dedupeKey, err);
    return fallback;
  }
}

/** Tells one user; answers the new message's id, or null (switched off, told before, or failed). */
export function notify(deps: MessageDeps, n: Notice & { userId: number }): Promise<number | null> {
  return safely(
    deps,
    n,
    async () => {
      const rows = await insertFor(deps, sql`select ${n.userId}::int`, n);
      await push(deps, rows, n);
      return rows[0]?.id ?? null;
    },
    null,
  );
}

/**
 * Tells everyone a one-column select of user ids names, at most FANOUT_MAX of them, in one statement;
 * answers how many were told.
 */
export function notifyAll(deps: MessageDeps, recipients: SQL, n: Notice): Promise<number> {
  return safely(
    deps,
    n,
    async () => {
      const rows = await insertFor(deps, sql`${recipients} limit ${FANOUT_MAX}`, n);
      await push(deps, rows, n);
      return rows.length;
    },
    0,
  );
}

/** The followers of a user (an anchor who went live), newest followers first. */
export const followersOf = (userId: number) =>
  sql`select follower_id from follows where target_id = ${userId} order by created_at desc`;

/** The users who reserved (followed) a match. */
export const reserversOf = (matchId: number) =>
  sql`select user_id from match_follows where match_id = ${matchId} order by created_at`;

export { unreadOf };
