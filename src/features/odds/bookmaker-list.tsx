// The odds detail page's left column: the match's bookmakers to switch between (the main one first); those
// without the market shown are listed greyed, so the visitor sees who does not quote it.
import type { MatchType } from '../../../contract/events';
import type { OddsDetailView } from '../../../contract/pages';
import { SiteLink } from '../../components/site-link';
import { detailHref } from './market-labels';

export interface BookmakerChoice {
  id: number;
  name: string;
  /** Quotes what the view shows. */
  quotes: boolean;
}

export function BookmakerList({
  type,
  view,
  matchId,
  bookmakers,
  selected,
}: {
  type: MatchType;
  view: OddsDetailView;
  matchId: number;
  bookmakers: readonly BookmakerChoice[];
  selected: number | null;
}) {
  return (
    <aside className="w-full shrink-0 self-start overflow-hidden rounded-lg bg-white shadow-sm lg:w-40">
      <h2 className="border-b border-neutral-100 px-3 py-2.5 text-sm font-bold text-neutral-900">
        公司
      </h2>
      <ul data-testid="odds-bookmakers">
        {bookmakers.map((b) => (
          <li key={b.id}>
            <SiteLink
              href={detailHref(type, view, matchId, b.id)}
              data-testid="odds-bookmaker"
              data-bookmaker-id={b.id}
              aria-current={b.id === selected ? 'true' : undefined}
              title={b.quotes ? undefined : '该公司未开出此盘口'}
              className={`block border-l-2 px-3 py-2 text-sm ${
                b.id === selected
                  ? 'border-brand-500 bg-brand-50 font-bold text-brand-600'
                  : `border-transparent hover:bg-neutral-50 ${b.quotes ? 'text-neutral-700' : 'text-neutral-300'}`
              }`}
            >
              {b.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
