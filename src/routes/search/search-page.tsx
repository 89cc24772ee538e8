// Placeholder until the search results page lands (issue 23).
export function SearchPage(_props: { query: string; tab: string | undefined }) {
  return null;
}
