// 三合一: a row per bookmaker with its europe, handicap and total lines side by side, opening above instant,
// each market's cell linking to that bookmaker's history of it.
import type { MatchType } from '../../../contract/events';
import {
  directions,
  type MatchOdds,
  type OddsLine,
  type OddsMarket,
  oddsMarkets,
} from '../../../streams/odds';
import { SiteLink } from '../../components/site-link';
import {
  detailHref,
  linePosition,
  lineTexts,
  marketColumns,
  marketName,
  viewOfMarket,
} from './market-labels';
import { LiveBadge } from './market-table';
import { lineCells, OddsFlashStyle } from './odds-value';

interface Bookmaker {
  id: number;
  name: string;
  lines: Partial<Record<OddsMarket, OddsLine>>;
}

/** Every bookmaker that quotes any market, by id (the main bookmaker first). */
export function bookmakersOf(odds: MatchOdds): Bookmaker[] {
  const byId = new Map<number, Bookmaker>();
  for (const market of oddsMarkets)
    for (const line of odds.markets[market]) {
      const entry = byId.get(line.bookmakerId) ?? {
        id: line.bookmakerId,
        name: line.bookmaker,
        lines: {},
      };
      entry.lines[market] = line;
      byId.set(line.bookmakerId, entry);
    }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const gridOf = (n: number) => (n === 2 ? 'grid-cols-2' : 'grid-cols-3');

function MarketCell({
  type,
  market,
  matchId,
  bookmakerId,
  line,
}: {
  type: MatchType;
  market: OddsMarket;
  matchId: number;
  bookmakerId: number;
  line: OddsLine | undefined;
}) {
  const count = marketColumns(type, market).length;
  const strongAt = linePosition(market);
  const opening = line ? lineTexts(type, market, line.opening) : null;
  const current = line ? lineTexts(type, market, line.current) : null;
  const grid = `grid ${gridOf(count)} items-center justify-items-center gap-x-1`;
  return (
    <td className="border-l border-neutral-100 px-2 py-1.5">
      <SiteLink
        href={detailHref(type, viewOfMarket[market], matchId, bookmakerId)}
        data-testid="three-cell"
        data-market={market}
        title={`${marketName(type, market)}变盘详情`}
        className="block rounded hover:bg-sky-50"
      >
        <span className={`${grid} text-neutral-400`}>
          {lineCells(opening, count, { strongAt }).map((cell, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
            <span key={i}>{cell}</span>
          ))}
        </span>
        <span className={`${grid} mt-0.5 text-neutral-700`} data-testid="three-current">
          {lineCells(current, count, {
            dirs: line ? directions(line.current, line.opening) : [],
            flash: line?.flash ?? null,
            strongAt,
          }).map((cell, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
            <span key={i}>{cell}</span>
          ))}
        </span>
      </SiteLink>
    </td>
  );
}

export function ThreeTable({ odds }: { odds: MatchOdds }) {
  const { type } = odds;
  const rows = bookmakersOf(odds);
  if (rows.length === 0)
    return (
      <div
        data-testid="odds-empty"
        className="flex h-40 items-center justify-center text-sm text-neutral-500"
      >
        暂无赔率数据
      </div>
    );
  return (
    <>
      <OddsFlashStyle />
      <table data-testid="three-table" className="w-full text-[13px]">
        <thead className="bg-neutral-50 text-xs text-neutral-500">
          <tr>
            <th
              rowSpan={2}
              className="w-28 border-b border-neutral-200 px-3 py-1.5 text-left font-normal"
            >
              公司
            </th>
            <th rowSpan={2} className="w-8 border-b border-neutral-200 font-normal" />
            {oddsMarkets.map((market) => (
              <th
                key={market}
                className="border-l border-neutral-100 px-2 pt-1.5 font-normal text-neutral-700"
              >
                {marketName(type, market)}
              </th>
            ))}
          </tr>
          <tr>
            {oddsMarkets.map((market) => {
              const titles = marketColumns(type, market);
              return (
                <th
                  key={market}
                  className="border-b border-l border-neutral-100 border-b-neutral-200 px-2 pb-1.5 font-normal"
                >
                  <span className={`grid ${gridOf(titles.length)} justify-items-center`}>
                    {titles.map((t) => (
                      <span key={t}>{t}</span>
                    ))}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="three-row"
              data-bookmaker-id={row.id}
              className="border-b border-neutral-100"
            >
              <td className="px-3 py-1.5 whitespace-nowrap text-neutral-900">
                {row.name}
                {Object.values(row.lines).some((l) => l.live) && <LiveBadge />}
              </td>
              <td className="text-center text-xs leading-6 text-neutral-400">
                初
                <br />即
              </td>
              {oddsMarkets.map((market) => (
                <MarketCell
                  key={market}
                  type={type}
                  market={market}
                  matchId={odds.match.id}
                  bookmakerId={row.id}
                  line={row.lines[market]}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
