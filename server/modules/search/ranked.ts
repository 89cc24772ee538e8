// What the in-database index's kinds share: the candidate cap, the match condition and a ranked hit.
import { type SQL, sql } from 'drizzle-orm';
import type { SearchHit } from '../../../contract/calls/search';
import { NO_MATCH } from './match-sql';

/** The most candidates one kind reads: ranking happens over these, pages are cut from them. */
export const CANDIDATES_MAX = 500;

export const matched = (tier: SQL) => sql`${tier} < ${NO_MATCH}`;

export const sportOf = (s: string): 'football' | 'basketball' =>
  s === 'basketball' ? 'basketball' : 'football';

export type Ranked = { hit: SearchHit; tier: number };
