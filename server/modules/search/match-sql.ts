// The in-database matcher as SQL: how well a row's text fields match a query, as a tier (lower is better).
// Exact, then prefix, then substring matches of the query or an alias; then, for queries of 3 characters
// or more, rows holding at least half of the query's character pairs (a typo, a missing character).
// Pairs rather than pg_trgm's trigrams: Chinese names are short (皇马, 湖人) and a 2-character query has
// no trigram, and plain strpos runs the same on PGlite and PostgreSQL with no extension to load.
import { type SQL, sql } from 'drizzle-orm';
import { FOLDED_OUT, type SearchText } from './query-text';

export const NO_MATCH = 9;

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The field as the query was folded: lower case, name separators dropped. */
const folded = (field: SQL) => sql`translate(lower(coalesce(${field}, '')), ${FOLDED_OUT}, '')`;

export interface Field {
  expr: SQL;
  /** A name or title: exact and prefix matches count, and the fuzzy tier. A secondary field (a
   *  summary, a body) only matches by substring, one tier below the names. */
  primary: boolean;
}

function tierOfField(text: SearchText, { expr, primary }: Field): SQL {
  const f = folded(expr);
  const cases: SQL[] = [];
  for (const term of text.folded) {
    const lit = likeLiteral(term);
    if (primary) {
      cases.push(sql`when ${f} = ${term} then 0`);
      cases.push(sql`when ${f} like ${`${lit}%`} then 1`);
      cases.push(sql`when ${f} like ${`%${lit}%`} then 2`);
    } else {
      cases.push(sql`when ${f} like ${`%${lit}%`} then 3`);
    }
  }
  if (primary && text.grams.length > 0) {
    const need = Math.max(1, Math.ceil(text.grams.length / 2));
    const hits = sql.join(
      text.grams.map((g) => sql`(case when strpos(${f}, ${g}) > 0 then 1 else 0 end)`),
      sql` + `,
    );
    cases.push(sql`when (${hits}) >= ${need} then 4`);
  }
  return sql`(case ${sql.join(cases, sql` `)} else ${NO_MATCH} end)`;
}

/** The best tier over the fields. */
export function tierOf(text: SearchText, fields: Field[]): SQL {
  const tiers = fields.map((f) => tierOfField(text, f));
  return tiers.length === 1 ? tiers[0]! : sql`least(${sql.join(tiers, sql`, `)})`;
}

export const primary = (expr: SQL): Field => ({ expr, primary: true });
export const secondary = (expr: SQL): Field => ({ expr, primary: false });
