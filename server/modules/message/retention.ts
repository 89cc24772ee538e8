// Keeping the message table bounded: notices older than the retention days go, and each user keeps at most
// the newest PER_USER_MAX.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';

export const MESSAGE_RETENTION_DAYS = 90;
export const MESSAGES_PER_USER_MAX = 1_000;

export interface MessageRetention {
  days: number;
  perUser: number;
}

/** One pass; answers how many rows it removed. */
export async function sweepMessages(
  db: Db,
  rules: MessageRetention = { days: MESSAGE_RETENTION_DAYS, perUser: MESSAGES_PER_USER_MAX },
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - rules.days * 86_400_000);
  const old = await db
    .delete(messages)
    .where(lt(messages.createdAt, cutoff))
    .returning({ id: messages.id });
  // Only users over the cap are ranked: the common case reads one grouped count.
  const over = (await db.execute(sql`
    with heavy as (
      select user_id from messages group by user_id having count(*) > ${rules.perUser}
    ), ranked as (
      select m.id, row_number() over (partition by m.user_id order by m.created_at desc, m.id desc) as rn
      from messages m join heavy h on h.user_id = m.user_id
    )
    delete from messages where id in (select id from ranked where rn > ${rules.perUser})
    returning id
  `)) as unknown as { rows: { id: number }[] };
  return old.length + over.rows.length;
}
