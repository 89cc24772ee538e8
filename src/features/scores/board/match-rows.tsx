// The rows of a score list (board, schedule day, followed matches): one memoised MatchRow per id, and a
// click anywhere on a row outside its buttons and links opens the match centre.
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
}: {
  type: MatchType;
  ids: readonly number[];
  rows: ReadonlyMap<number, BoardRow>;
  pinned: ReadonlySet<number>;
  followed: ReadonlySet<number>;
  onPin(id: number): void;
  onFollow(id: number): void;
  testId: string;
}) {
  const open = useOpenMatch(type);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a convenience on top of the row's own links (its score and 详), which keyboards use
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same: every row holds focusable links to the centre
    <div data-testid={testId} className="cursor-pointer" onClick={open}>
      {ids.map((id) => {
        const row = rows.get(id);
        return row ? (
          <MatchRow
            key={id}
            type={type}
            row={row}
            pinned={pinned.has(id)}
            followed={followed.has(id)}
            onPin={onPin}
            onFollow={onFollow}
          />
        ) : null;
      })}
    </div>
  );
}
