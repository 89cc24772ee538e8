// Login sessions: random tokens handed to the client, stored only as hashes, revocable.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const SESSION_DAYS = 30;

export interface SessionUser {
  id: number;
  nickName: string;
  portrait: string;
  level: number;
  isAnchor: number;
  isExpert: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, persistent: boolean) {
  const token = randomBytes(32).toString('base64url');
  // A non-persistent session still ends server-side; the browser drops its cookie sooner.
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), persistent, expiresAt });
  return { token, expiresAt };
}

/**
 * The lookup every authenticated call makes, prepared once per database: drizzle builds its SQL once and
 * PostgreSQL plans it once per connection (about a third of the CPU of building it per call).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: users.id,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      isAnchor: users.isAnchor,
      isExpert: users.isExpert,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ hash: hashToken(token), now: new Date() });
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, token: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
