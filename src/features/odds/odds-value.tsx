// One value of a line: its text, red ↑ / green ↓ against a reference line (the Chinese convention), and a
// short flash of the cell when the value was just pushed.
import type { Direction, OddsFlash } from '../../../streams/odds';
import { recentFlash } from '../scores/flash';

/** The cell flash: a coloured overlay fading out over 2 s (keyframes for the overlay's animate-[…] class). */
export function OddsFlashStyle() {
  return <style>{'@keyframes odds-cell-flash { 0% { opacity: 0.9 } 100% { opacity: 0 } }'}</style>;
}

export const directionTone = (dir: Direction) =>
  dir > 0 ? 'text-red-600' : dir < 0 ? 'text-green-600' : '';

export function OddsValue({
  text,
  dir = 0,
  flash = null,
  strong = false,
}: {
  text: string;
  /** Arrow against the reference line (opening, or the previous move). */
  dir?: Direction;
  /** Which way the value moved in a live push to flash, with the push's time as the overlay's key. */
  flash?: { at: number; dir: Direction } | null;
  /** The handicap or total: set apart from the waters. */
  strong?: boolean;
}) {
  return (
    <span
      data-dir={dir}
      className={`relative isolate inline-flex items-center justify-center gap-0.5 rounded px-1 ${
        strong ? '' : 'font-mono'
      } ${directionTone(dir)}`}
    >
      {flash && flash.dir !== 0 && (
        <span
          key={flash.at}
          data-testid="odds-flash"
          data-dir={flash.dir}
          aria-hidden
          className={`pointer-events-none absolute inset-0 -z-10 animate-[odds-cell-flash_2s_ease-out_forwards] rounded ${
            flash.dir > 0 ? 'bg-red-200' : 'bg-green-200'
          }`}
        />
      )}
      {text}
      {dir !== 0 && (
        <span title={dir > 0 ? '升' : '降'} className="text-[11px] leading-none">
          {dir > 0 ? '↑' : '↓'}
        </span>
      )}
    </span>
  );
}

/** A line's values as cells: texts with their arrows and flashes, '-' cells for a missing line. */
export function lineCells(
  texts: readonly string[] | null,
  count: number,
  options: { dirs?: readonly Direction[]; flash?: OddsFlash | null; strongAt?: number | null } = {},
) {
  if (!texts)
    return Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a line are positional
      <span key={i} className="text-neutral-300">
        -
      </span>
    ));
  const flash = recentFlash(options.flash ?? null);
  return texts.map((text, i) => (
    <OddsValue
      // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a line are positional
      key={i}
      text={text}
      dir={options.dirs?.[i] ?? 0}
      flash={flash ? { at: flash.at, dir: flash.dirs[i] ?? 0 } : null}
      strong={options.strongAt === i}
    />
  ));
}
