// The season's statistics card: played, W/D/L, for and against per game, clean sheets (football), and the
// record split at home and away.
import type { TeamRecord, TeamSeasonStats } from '../../../../contract/calls/library-team';
import { Section } from '../../match-centre/section';
import type { Sport } from '../sport';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md bg-neutral-50 px-2 py-2 text-center">
      <div data-testid={testId} className="font-mono text-lg font-bold text-neutral-900">
        {value}
      </div>
      <div className="text-xs text-neutral-500">{label}</div>
    </div>
  );
}

const wdl = (sport: Sport, r: TeamRecord) =>
  sport === 'football' ? `${r.won}/${r.drawn}/${r.lost}` : `${r.won}/${r.lost}`;

function SplitRow({ label, sport, r }: { label: string; sport: Sport; r: TeamRecord }) {
  return (
    <tr className="border-t border-neutral-100">
      <th scope="row" className="py-2 pl-4 text-left font-normal text-neutral-600">
        {label}
      </th>
      <td className="text-center font-mono">{r.played}</td>
      <td className="text-center font-mono">{wdl(sport, r)}</td>
      <td className="text-center font-mono">{r.scoredFor}</td>
      <td className="pr-4 text-center font-mono">{r.scoredAgainst}</td>
    </tr>
  );
}

export function SeasonStats({
  sport,
  seasonName,
  stats,
}: {
  sport: Sport;
  seasonName: string;
  stats: TeamSeasonStats;
}) {
  const football = sport === 'football';
  return (
    <Section title="赛季数据" aside={`${seasonName}赛季 · 全部赛事`} testId="team-season-stats">
      <div className="grid grid-cols-3 gap-2 p-4 sm:grid-cols-6">
        <Figure label="已赛" value={String(stats.played)} testId="stat-played" />
        <Figure
          label={football ? '胜/平/负' : '胜/负'}
          value={wdl(sport, stats)}
          testId="stat-wdl"
        />
        <Figure label={football ? '场均进球' : '场均得分'} value={String(stats.forPerGame)} />
        <Figure label={football ? '场均失球' : '场均失分'} value={String(stats.againstPerGame)} />
        {football ? (
          <Figure label="零封" value={String(stats.cleanSheets ?? 0)} testId="stat-clean-sheets" />
        ) : (
          <Figure
            label="胜率"
            value={
              stats.played === 0 ? '-' : `${Math.round((stats.won / stats.played) * 1000) / 10}%`
            }
          />
        )}
        <Figure
          label={football ? '净胜球' : '净胜分'}
          value={String(stats.scoredFor - stats.scoredAgainst)}
        />
      </div>
      <table data-testid="team-home-away" className="w-full text-[13px]">
        <thead>
          <tr className="bg-neutral-50 text-xs text-neutral-500">
            <th className="py-1.5 pl-4 text-left font-normal">主客场</th>
            <th className="font-normal">场次</th>
            <th className="font-normal">{football ? '胜/平/负' : '胜/负'}</th>
            <th className="font-normal">{football ? '进球' : '得分'}</th>
            <th className="pr-4 font-normal">{football ? '失球' : '失分'}</th>
          </tr>
        </thead>
        <tbody>
          <SplitRow label="主场" sport={sport} r={stats.home} />
          <SplitRow label="客场" sport={sport} r={stats.away} />
        </tbody>
      </table>
    </Section>
  );
}
