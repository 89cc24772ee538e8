// The search module's public face: one search service over a SearchIndex, and the hot words.
// Routes and other modules import from here, not from the files behind it.

export { DbSearchIndex } from './db-index';
export { countSearch, HALF_LIFE_MS, listHotWords, searchedWords } from './hot-words';
export { searchAll, searchKindPage } from './search';
export type { SearchIndex } from './search-index';
