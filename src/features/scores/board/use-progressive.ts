// A long list's first render in two steps: the rows a screen shows at once, then the rest as a transition
// that React renders in small slices, so opening a 300-match board never blocks the page for long.
import { startTransition, useEffect, useState } from 'react';

/** Enough rows to fill a tall screen (40 px rows). */
export const FIRST_ROWS = 40;

export function useProgressive<T>(items: readonly T[], first = FIRST_ROWS): readonly T[] {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all || items.length <= first ? items : items.slice(0, first);
}
