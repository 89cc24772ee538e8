// Demo levels follow experience: every seeded user shown at Lv.N gets the experience Lv.N needs, so the rule
// "level derives from experience" holds for the demo people too (later credits start from there).
import { sql } from 'drizzle-orm';
import { levelThresholds } from '../../../contract/grade';
import type { Db } from '../client';
import type { SeedStep } from '../seed';

export async function backfillExperience(db: Db) {
  const table = sql.join(
    levelThresholds.map((exp, level) => sql`(${level}::int, ${exp}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into user_experience (user_id, experience)
    select u.id, t.exp from users u
    join (values ${table}) as t(level, exp) on t.level = least(u.level, ${levelThresholds.length - 1})
    where u.level > 0
    on conflict (user_id) do nothing`);
}

export const demoExperienceStep: SeedStep = { name: 'demo-experience', run: backfillExperience };
