// A query as the search index matches it: normalised, checked, expanded by aliases, cut into bigrams.

import { SEARCH_WORD_MAX } from '../../../contract/calls/search';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { aliasesOf } from './aliases';

export interface SearchText {
  /** What the user searched: NFKC (full-width letters become ASCII), trimmed, runs of spaces as one. */
  word: string;
  /** The word and its aliases as shown (the client highlights these). */
  terms: string[];
  /** The same, folded for matching (see fold). */
  folded: string[];
  /** The folded word's character pairs, for the fuzzy tier; empty below 3 characters. */
  grams: string[];
}

/** Separators names are written with or without (勒布朗·詹姆斯, 勒布朗 詹姆斯, 勒布朗詹姆斯): dropped on both sides. */
export const FOLDED_OUT = '·•・ ';

export const fold = (text: string) =>
  [...text.toLowerCase()].filter((c) => !FOLDED_OUT.includes(c)).join('');

export const normalise = (raw: string) => raw.normalize('NFKC').trim().replace(/\s+/g, ' ');

/** Pairs of neighbouring characters (by code point, so a Chinese character counts as one). */
export function bigrams(folded: string): string[] {
  const chars = [...folded];
  if (chars.length < 3) return [];
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams];
}

/** The query, or 21000 (empty) / 21001 (over SEARCH_WORD_MAX characters). */
export function searchTextOf(raw: string | undefined): SearchText {
  const word = normalise(raw ?? '');
  if (!word) throw new ApiError(errors.searchWordEmpty);
  if ([...word].length > SEARCH_WORD_MAX) throw new ApiError(errors.searchWordTooLong);
  const terms = [word, ...aliasesOf(word)];
  const folded = [...new Set(terms.map(fold).filter(Boolean))];
  // A query of separators only ("·") folds to nothing: it searches as typed.
  if (folded.length === 0) folded.push(word.toLowerCase());
  return { word, terms, folded, grams: bigrams(folded[0] ?? '') };
}
