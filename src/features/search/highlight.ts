// Splits a text into plain and matched pieces for the search results' highlighting: the client marks the
// terms itself and renders text nodes, so no HTML ever comes from the server. A term matches whatever
// case, and across the name separators the server also ignores (勒布朗詹姆斯 marks 勒布朗·詹姆斯).

export interface Piece {
  text: string;
  hit: boolean;
  /** Where the piece starts in the text (a stable key). */
  at: number;
}

const SEPARATORS = '·•・ ';
const literal = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term as a pattern: its characters in order, each pair allowed a separator between them. */
function patternOf(term: string) {
  const chars = [...term].filter((c) => !SEPARATORS.includes(c));
  return chars.map(literal).join(`[${SEPARATORS}]?`);
}

export function highlightPieces(text: string, terms: readonly string[]): Piece[] {
  const patterns = terms
    .map((t) => t.trim())
    .filter(Boolean)
    // Longest first: 皇家马德里 is marked whole before 皇马 could take a part of it.
    .sort((a, b) => [...b].length - [...a].length)
    .map(patternOf)
    .filter(Boolean);
  if (patterns.length === 0 || !text) return text ? [{ text, hit: false, at: 0 }] : [];
  const re = new RegExp(patterns.join('|'), 'giu');
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m[0] === '') continue;
    const at = m.index ?? 0;
    if (at > last) pieces.push({ text: text.slice(last, at), hit: false, at: last });
    pieces.push({ text: m[0], hit: true, at });
    last = at + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), hit: false, at: last });
  return pieces;
}
