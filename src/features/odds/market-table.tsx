// One market's table: a row per bookmaker with its opening and instant line (arrows against the opening,
// live flashes), europe's return rate (and fair probabilities on the odds table), and average / highest /
// lowest rows at the foot.
import type { ReactNode } from 'react';
import type { MatchType } from '../../../contract/events';
import { formatFull, formatShort } from '../../../contract/format';
import { directions, type OddsLine, type OddsMarket } from '../../../streams/odds';
import { SiteLink } from '../../components/site-link';
import { oddsText } from '../scores/row-labels';
import {
  detailHref,
  linePosition,
  lineTexts,
  marketColumns,
  marketName,
  viewOfMarket,
} from './market-labels';
import { lineCells, OddsFlashStyle } from './odds-value';
import { columnStats, fairProbabilities, percentText, returnRate } from './probability';

export interface MarketTableProps {
  type: MatchType;
  market: OddsMarket;
  matchId: number;
  lines: readonly OddsLine[];
  /** The 详情 column linking each bookmaker to its history (the match centre's tabs). */
  links?: boolean;
  /** Europe only: each line's fair probabilities (the odds table). */
  probabilities?: boolean;
}

const th = 'border-b border-neutral-200 px-2 py-1.5 font-normal';
const td = 'px-1.5 py-2 text-center';
const groupStart = 'border-l border-neutral-100';

/** The live badge of a line quoted in play. */
export function LiveBadge() {
  return (
    <span
      data-testid="odds-live"
      className="ml-1 rounded-sm bg-brand-500 px-1 text-[11px] leading-4 text-white"
    >
      滚球
    </span>
  );
}

/** One group of a line's cells (初盘, 即时盘, 概率); plain texts print in the digits' font. */
function Cells({ cells, mono = false }: { cells: readonly ReactNode[]; mono?: boolean }) {
  return cells.map((cell, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a line are positional
    <td key={i} className={`${td} ${i === 0 ? groupStart : ''} ${mono ? 'font-mono' : ''}`}>
      {cell}
    </td>
  ));
}

function LineRow({ props, line }: { props: MarketTableProps; line: OddsLine }) {
  const { type, market, matchId } = props;
  const columns = marketColumns(type, market).length;
  const strongAt = linePosition(market);
  const europe = market === 'europe';
  const opening = lineTexts(type, market, line.opening);
  const current = lineTexts(type, market, line.current);
  const fair = europe && props.probabilities ? fairProbabilities(line.current) : null;
  return (
    <tr
      data-testid="odds-row"
      data-bookmaker-id={line.bookmakerId}
      className="border-b border-neutral-100 hover:bg-sky-50/60"
    >
      <td className="px-3 py-2 text-left whitespace-nowrap text-neutral-900">
        {line.bookmaker}
        {line.live && <LiveBadge />}
      </td>
      <Cells cells={lineCells(opening, columns, { strongAt })} />
      {current ? (
        <Cells
          cells={lineCells(current, columns, {
            dirs: directions(line.current, line.opening),
            flash: line.flash,
            strongAt,
          })}
        />
      ) : (
        <Cells cells={lineCells(null, columns)} />
      )}
      {europe && props.probabilities && (
        <Cells
          mono
          cells={Array.from({ length: columns }, (_, i) => percentText(fair?.[i] ?? null))}
        />
      )}
      {europe && (
        <td className={`${td} ${groupStart} font-mono`} data-testid="odds-return">
          {percentText(returnRate(line.current), 2)}
        </td>
      )}
      <td
        className={`${td} ${groupStart} font-mono text-neutral-500`}
        title={formatFull(line.currentAt)}
      >
        {formatShort(line.currentAt)}
      </td>
      <td
        className={`${td} font-mono text-neutral-500`}
        title={`共 ${line.moves} 条记录（含初盘）`}
      >
        {Math.max(0, line.moves - 1)}
      </td>
      {props.links && (
        <td className={td}>
          <SiteLink
            data-testid="odds-detail-link"
            href={detailHref(type, viewOfMarket[market], matchId, line.bookmakerId)}
            className="text-brand-500 hover:underline"
          >
            详情
          </SiteLink>
        </td>
      )}
    </tr>
  );
}

/** Stats rows print plain numbers: an average handicap is no line a bookmaker quotes. */
function StatsRows({ props }: { props: MarketTableProps }) {
  const { market, lines } = props;
  const europe = market === 'europe';
  const opening = columnStats(lines.map((l) => l.opening));
  const current = columnStats(lines.map((l) => l.current));
  if (!opening || !current) return null;
  const rows = [
    ['平均值', 'average'],
    ['最高值', 'highest'],
    ['最低值', 'lowest'],
  ] as const;
  const tail = 2 + (props.links ? 1 : 0);
  return (
    <tfoot className="bg-neutral-50 text-neutral-600">
      {rows.map(([title, key]) => {
        const fair = europe && props.probabilities ? fairProbabilities(current[key]) : null;
        return (
          <tr key={key} data-testid="odds-stats" className="border-b border-neutral-100">
            <td className="px-3 py-1.5 text-left">{title}</td>
            <Cells mono cells={opening[key].map(oddsText)} />
            <Cells mono cells={current[key].map(oddsText)} />
            {europe && props.probabilities && (
              <Cells mono cells={current[key].map((_, i) => percentText(fair?.[i] ?? null))} />
            )}
            {europe && (
              <td className={`${td} ${groupStart} font-mono`}>
                {percentText(returnRate(current[key]), 2)}
              </td>
            )}
            <td colSpan={tail} className={groupStart} />
          </tr>
        );
      })}
    </tfoot>
  );
}

export function MarketTable(props: MarketTableProps) {
  const { type, market, lines } = props;
  const columns = marketColumns(type, market);
  const europe = market === 'europe';
  if (lines.length === 0)
    return (
      <div
        data-testid="odds-empty"
        className="flex h-40 items-center justify-center text-sm text-neutral-500"
      >
        暂无{marketName(type, market)}数据
      </div>
    );
  const sub = (key: string) =>
    columns.map((title, i) => (
      <th key={`${key}${title}`} className={`${th} ${i === 0 ? groupStart : ''}`}>
        {title}
      </th>
    ));
  return (
    <>
      <OddsFlashStyle />
      <table data-testid="odds-table" data-market={market} className="w-full text-[13px]">
        <thead className="bg-neutral-50 text-xs text-neutral-500">
          <tr>
            <th rowSpan={2} className={`${th} w-32 text-left`}>
              公司
            </th>
            <th colSpan={columns.length} className={`${th} ${groupStart}`}>
              初盘
            </th>
            <th colSpan={columns.length} className={`${th} ${groupStart}`}>
              即时盘
            </th>
            {europe && props.probabilities && (
              <th colSpan={columns.length} className={`${th} ${groupStart}`}>
                概率（去除抽水）
              </th>
            )}
            {europe && (
              <th rowSpan={2} className={`${th} ${groupStart}`}>
                返还率
              </th>
            )}
            <th rowSpan={2} className={`${th} ${groupStart}`}>
              变盘时间
            </th>
            <th rowSpan={2} className={th}>
              变盘次数
            </th>
            {props.links && (
              <th rowSpan={2} className={th}>
                详情
              </th>
            )}
          </tr>
          <tr>
            {sub('opening')}
            {sub('current')}
            {europe && props.probabilities && sub('fair')}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <LineRow key={line.bookmakerId} props={props} line={line} />
          ))}
        </tbody>
        <StatsRows props={props} />
      </table>
    </>
  );
}
