// A competition page's head: crest, full name, country and season, the season switcher (links to the
// hot-league URLs of the seasons held) and the tabs as links.
import type { SeasonInfo } from '../../../../contract/calls/library-competition';
import type { CompetitionInfo } from '../../../../contract/calls/live-library';
import type { CompetitionTab } from '../../../../contract/pages';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { hotLeaguePath, libraryHome, type Sport } from '../sport';

export const tabLabels: Record<CompetitionTab, string> = {
  standings: '积分榜',
  schedule: '赛程赛果',
  bracket: '对阵图',
  leaders: '数据榜',
};

export function CompetitionHeader(props: {
  sport: Sport;
  c: CompetitionInfo;
  season: SeasonInfo;
  seasons: SeasonInfo[];
  tab: CompetitionTab;
  tabs: CompetitionTab[];
}) {
  const { sport, c, season, seasons, tab, tabs } = props;
  return (
    <header className="rounded-lg bg-white">
      <div className="flex items-center gap-3 p-3">
        <Crest kind="competition" id={c.id} name={c.shortName} size={48} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold">{c.name}</h1>
          <p className="text-xs text-neutral-500">
            <SiteLink href={libraryHome(sport)} className="hover:text-red-600">
              {sport === 'football' ? '足球资料库' : '篮球资料库'}
            </SiteLink>
            <span className="mx-1">·</span>
            {c.country}
            <span className="mx-1">·</span>
            {c.kind === 'cup' ? '杯赛' : '联赛'}
          </p>
        </div>
        <nav aria-label="赛季" className="flex shrink-0 flex-wrap justify-end gap-1">
          {seasons.map((s) => (
            <SiteLink
              key={s.id}
              href={hotLeaguePath(sport, c.id, s.id, tab)}
              aria-current={s.id === season.id ? 'page' : undefined}
              className={`rounded border px-2 py-0.5 text-xs ${
                s.id === season.id
                  ? 'border-red-600 text-red-600'
                  : 'border-neutral-200 text-neutral-500 hover:text-red-600'
              }`}
            >
              {s.name}
            </SiteLink>
          ))}
        </nav>
      </div>
      <nav aria-label="赛事栏目" className="flex border-t border-neutral-100">
        {tabs.map((t) => (
          <SiteLink
            key={t}
            href={hotLeaguePath(sport, c.id, season.id, t)}
            aria-current={t === tab ? 'page' : undefined}
            data-testid={`competition-tab-${t}`}
            className={`flex-1 border-b-2 py-2.5 text-center text-sm ${
              t === tab
                ? 'border-red-600 font-bold text-red-600'
                : 'border-transparent text-neutral-600'
            }`}
          >
            {tabLabels[t]}
          </SiteLink>
        ))}
      </nav>
    </header>
  );
}
