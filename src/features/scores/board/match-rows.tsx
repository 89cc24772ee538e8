// The rows of a score list (board, schedule day, followed matches): one memoised MatchRow per id, and a
// click anywhere on a row outside its buttons and links opens the match centre. A long list (the day's board,
// 300+ matches) is virtualised against the window: only the rows on screen and a few either side are in the
// DOM, each measured as it renders (a phone row is taller than a desk row, an opened odds line taller still).
import { useHydrated } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { MatchType } from '../../../../contract/events';
import type { BoardRow } from '../../../../streams/board';
import { useOpenMatch } from '../open-match';
import { MatchRow } from './match-row';

export function MatchRows({
  type,
  ids,
  rows,
  pinned,
  followed,
  onPin,
  onFollow,
  testId,
  virtual = false,
}: {
  type: MatchType;
  ids: readonly number[];
  rows: ReadonlyMap<number, BoardRow>;
  pinned: ReadonlySet<number>;
  followed: ReadonlySet<number>;
  onPin(id: number): void;
  onFollow(id: number): void;
  testId: string;
  /** Virtualise against the window (the board); short lists render every row. */
  virtual?: boolean;
}) {
  const open = useOpenMatch(type);
  const row = (id: number) => {
    const r = rows.get(id);
    return r ? (
      <MatchRow
        key={id}
        type={type}
        row={r}
        pinned={pinned.has(id)}
        followed={followed.has(id)}
        onPin={onPin}
        onFollow={onFollow}
      />
    ) : null;
  };
  if (virtual)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: as below
      // biome-ignore lint/a11y/useKeyWithClickEvents: as below
      <div data-testid={testId} className="cursor-pointer" onClick={open}>
        <WindowRows ids={ids} estimate={type === 'basketball' ? 56 : 48} render={row} />
      </div>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a convenience on top of the row's own links (its score and 详), which keyboards use
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same: every row holds focusable links to the centre
    <div data-testid={testId} className="cursor-pointer" onClick={open}>
      {ids.map(row)}
    </div>
  );
}

/** Rows beyond the screen, either side, kept rendered so a quick flick shows rows, not blank space. */
const OVERSCAN = 8;

/**
 * The server's drawing (src/prerender.tsx) knows no window: rows enough for a phone's or a desk's first screen, the
 * same rows the client's hydration of it renders.
 */
const SERVER_RECT = { width: 1280, height: 1000 };

/**
 * The ids' rows, only those near the window's viewport in the DOM. The list's full height is reserved up
 * front (estimated, then measured), so the page's scroll height and the footer's place do not jump.
 */
function WindowRows({
  ids,
  estimate,
  render,
}: {
  ids: readonly number[];
  estimate: number;
  render(id: number): ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // Where the list starts on the page: the virtualiser counts the window's scroll from there.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => setMargin(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    estimateSize: () => estimate,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: (i) => ids[i] ?? i,
    // The first render already fills the screen (no empty frame before the first measurement).
    // The server's rows while the drawing is drawn and hydrated (the same rows on both sides), the window's after.
    initialRect: hydrated ? { width: window.innerWidth, height: window.innerHeight } : SERVER_RECT,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  return (
    <div ref={list} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          transform: `translateY(${(first?.start ?? 0) - virtualizer.options.scrollMargin}px)`,
        }}
      >
        {items.map((item) => {
          const id = ids[item.index];
          return id === undefined ? null : (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
              {render(id)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
