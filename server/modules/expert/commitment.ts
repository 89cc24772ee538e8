// A plan's commitment: the SHA-256 of one canonical text of its picks, analysis and a random salt, public from
// the moment it is published. The salt keeps the pick secret until it is revealed: without it, a 1X2 pick (three
// possible answers) could be found from the hash by trying them all.
import { createHash, randomBytes } from 'node:crypto';
import type { StoredPick } from '../../db/schema';

/** 128 random bits, hex. */
export const newSalt = () => randomBytes(16).toString('hex');

/**
 * The committed text: JSON with a fixed key order and no spaces, so anyone can rebuild it from the revealed
 * plan and hash it again (`printf '%s' '<text>' | sha256sum`, or the plan page's own check).
 */
export function committedText(picks: StoredPick[], analysis: string, salt: string): string {
  return JSON.stringify({
    picks: picks.map((p) => ({
      matchId: p.matchId,
      selection: p.selection,
      line: p.line,
      odds: p.odds,
    })),
    analysis,
    salt,
  });
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A plan's public code: 10 characters without look-alikes (0/O, 1/I), unguessable in sequence. */
export function newPlanCode(): string {
  const bytes = randomBytes(10);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}
