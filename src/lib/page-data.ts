// Data the server wrote into the page (an article's page carries the article; server/modules/news/prerender.ts)
// goes into the cache before the first render: the page shows at once and nothing is asked for twice.
import { resultOf } from '../api/result';
import { queryClient } from './query';

const PAGE_DATA_ID = 'page-data';

/** Puts the page's data in the cache; true when the page had some (the server also drew the page). */
export function seedPageData(doc: Document = document): boolean {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element) return false;
  element.remove();
  try {
    const { key, envelope } = JSON.parse(element.textContent ?? '') as {
      key: [string, Record<string, unknown>];
      envelope: unknown;
    };
    queryClient.setQueryData(key, resultOf(200, envelope));
    return true;
  } catch {
    // Unreadable data is no data: the page loads as any other.
    return false;
  }
}
