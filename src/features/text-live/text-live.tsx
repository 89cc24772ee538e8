// One basketball match's text live: a header with both teams and the score, then the commentary streaming in
// from the match's pushes, newest on top, with a separator per quarter and the score after each line.
import type { BasketballCentre } from '../../../streams/match-centre';
import { SiteLink } from '../../components/site-link';
import { CompetitionBadge } from '../scores/board/row-parts';
import { gameClock } from '../scores/minute';
import { rowPhase, stateLabels } from '../scores/row-labels';
import { commentaryBlocks } from './commentary';

function TextHeader({ centre }: { centre: BasketballCentre }) {
  const { match } = centre;
  const phase = rowPhase('basketball', match.state);
  const played = phase !== 'notStarted';
  return (
    <header data-testid="text-header" className="rounded-lg bg-white px-6 py-4 shadow-sm">
      <div className="flex items-center gap-3 text-xs text-neutral-500">
        <span className="w-16">
          <CompetitionBadge name={match.competition} color={match.color} />
        </span>
        <span>{match.round}</span>
        <SiteLink
          href={`/basketball/live/${match.id}`}
          data-testid="text-centre-link"
          className="ml-auto text-brand-600 hover:underline"
        >
          比赛中心 ›
        </SiteLink>
      </div>
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_120px_minmax(0,1fr)] items-center gap-2 lg:grid-cols-[minmax(0,1fr)_220px_minmax(0,1fr)] lg:gap-4">
        <span className="truncate text-right text-lg font-bold text-neutral-900">
          {match.home.name}
        </span>
        <span className="flex flex-col items-center">
          <span data-testid="text-score" className="font-mono text-3xl font-bold text-brand-600">
            {played ? `${match.home.score} - ${match.away.score}` : 'VS'}
          </span>
          <span data-testid="text-state" className="text-xs text-neutral-500">
            {stateLabels('basketball', match.state).full}
            {phase === 'live' && match.clockSeconds !== null && (
              <span className="ml-1 font-mono text-brand-600">{gameClock(match.clockSeconds)}</span>
            )}
          </span>
        </span>
        <span className="truncate text-lg font-bold text-neutral-900">{match.away.name}</span>
      </div>
    </header>
  );
}

export function TextLive({ centre }: { centre: BasketballCentre }) {
  const blocks = commentaryBlocks(centre.events);
  const names = { home: centre.match.home.name, away: centre.match.away.name };
  return (
    <div className="flex flex-col gap-4">
      <TextHeader centre={centre} />
      <section data-testid="commentary" className="rounded-lg bg-white shadow-sm">
        <h2 className="flex items-center gap-2 border-b border-neutral-100 px-4 py-2.5 text-[15px] font-bold text-neutral-900">
          <span className="h-3.5 w-1 rounded-full bg-brand-500" />
          文字直播
          <span className="ml-auto text-xs font-normal text-neutral-400">最新在上 · 实时更新</span>
        </h2>
        {blocks.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-neutral-400">
            比赛开始后，这里实时播报每一次得分
          </p>
        ) : (
          blocks.map((block) => (
            <div key={`${block.period}-${block.lines[0]?.index}`} data-testid="commentary-block">
              <div
                data-testid="commentary-quarter"
                className="bg-neutral-50 px-4 py-1.5 text-center text-xs font-semibold text-neutral-500"
              >
                {block.label}
              </div>
              <ol>
                {block.lines.map((line) => (
                  <li
                    key={line.index}
                    data-testid="commentary-line"
                    data-index={line.index}
                    data-kind={line.kind}
                    className={`grid grid-cols-[48px_72px_minmax(0,1fr)_72px] items-center gap-3 border-b border-neutral-50 px-4 py-2 text-[13px] ${
                      line.kind === 'run' ? 'bg-amber-50 font-semibold' : ''
                    }`}
                  >
                    <span className="font-mono text-xs text-neutral-400">{line.minute}'</span>
                    <span
                      className={`truncate text-xs ${line.side === 'home' ? 'text-brand-600' : 'text-sky-600'}`}
                    >
                      {names[line.side]}
                    </span>
                    <span className="text-neutral-800">{line.text}</span>
                    <span
                      data-testid="commentary-score"
                      className="text-right font-mono font-semibold text-neutral-900"
                    >
                      {line.homeScore}-{line.awayScore}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
