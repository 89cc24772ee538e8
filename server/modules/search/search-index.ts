// The seam between the search service and what answers queries. The default is DbSearchIndex (matching
// in the database, nothing to install); at scale an OpenSearch or Meilisearch adapter implements this
// same interface (it would be fed the same rows and answer the same hits), and nothing above it changes.
import type { SearchHit, SearchKind } from '../../../contract/calls/search';
import type { SearchText } from './query-text';

export interface SearchPage {
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface SearchIndex {
  /** One page of one kind's hits, best first, and how many there are in all. */
  query(
    kind: SearchKind,
    text: SearchText,
    page: SearchPage,
  ): Promise<{ total: number; hits: SearchHit[] }>;
}
