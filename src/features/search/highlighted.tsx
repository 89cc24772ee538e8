// A text with the searched terms marked: text nodes in <mark>, never HTML.
import { Fragment } from 'react';
import { highlightPieces } from './highlight';

export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightPieces(text, terms).map((p) =>
        p.hit ? (
          <mark
            key={p.at}
            data-testid="search-mark"
            className="bg-transparent font-semibold text-brand-600"
          >
            {p.text}
          </mark>
        ) : (
          <Fragment key={p.at}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
