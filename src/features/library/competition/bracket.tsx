// The 对阵图 tab: a column per knockout round, early to late, ties of a pair joined by a bracket line to the
// tie they feed. Wider than a phone, it scrolls sideways inside its own box (the page never widens).
import { useQuery } from '@tanstack/react-query';
import type { BracketTie } from '../../../../contract/calls/library-competition';
import { formatShort } from '../../../../contract/format/dates';
import { Crest } from '../../../components/crest';
import { SiteLink } from '../../../components/site-link';
import { matchCentreHref } from '../../scores/open-match';
import { type Sport, teamPath } from '../sport';
import { bracketQuery } from './queries';
import { TabState } from './tab-state';

function SideLine({ sport, side, won }: { sport: Sport; side: BracketTie['home']; won: boolean }) {
  return (
    <div className={`flex items-center gap-1.5 px-2 py-1 ${won ? 'font-bold' : ''}`}>
      <Crest kind="team" id={side.id} name={side.name} size={16} lazy />
      <SiteLink
        href={teamPath(sport, side.id)}
        className="min-w-0 flex-1 truncate hover:text-red-600"
      >
        {side.name}
      </SiteLink>
      <span className="tabular-nums">
        {side.score ?? ''}
        {side.penalties !== null && (
          <span className="text-[10px] text-neutral-500">({side.penalties})</span>
        )}
      </span>
    </div>
  );
}

function TieBox({ sport, tie, joinLeft }: { sport: Sport; tie: BracketTie; joinLeft: boolean }) {
  const first = tie.matchIds[0] as number;
  return (
    <div data-testid="bracket-tie" className="relative">
      {joinLeft && (
        <span aria-hidden className="absolute top-1/2 -left-3 w-3 border-t border-neutral-300" />
      )}
      <div className="overflow-hidden rounded border border-neutral-200 bg-white text-xs">
        <SideLine sport={sport} side={tie.home} won={tie.winnerId === tie.home.id} />
        <div className="border-t border-neutral-100" />
        <SideLine sport={sport} side={tie.away} won={tie.winnerId === tie.away.id} />
        <SiteLink
          href={matchCentreHref(sport, first)}
          className="block bg-neutral-50 px-2 py-0.5 text-[10px] text-neutral-500 hover:text-red-600"
        >
          {formatShort(tie.kickoffAt)} 详情
        </SiteLink>
      </div>
    </div>
  );
}

export function BracketTab({
  sport,
  id,
  seasonId,
}: {
  sport: Sport;
  id: number;
  seasonId: number;
}) {
  const query = useQuery(bracketQuery(id, seasonId));
  const answer = query.data;
  if (!answer?.success) return <TabState answer={answer} reload={() => void query.refetch()} />;
  const { rounds } = answer.data;
  if (rounds.length === 0)
    return <p className="py-10 text-center text-sm text-neutral-500">暂无淘汰赛对阵</p>;
  return (
    <div data-testid="bracket" className="max-w-full overflow-x-auto rounded-lg bg-white p-3">
      <div className="flex w-max gap-6">
        {rounds.map((round, r) => {
          const last = r === rounds.length - 1;
          // Pairs of ties feed one tie of the next round: a bracket line joins them.
          const pairs: BracketTie[][] = [];
          round.ties.forEach((t, i) => {
            if (i % 2 === 0) pairs.push([t]);
            else pairs.at(-1)?.push(t);
          });
          return (
            <section
              key={round.name}
              data-testid="bracket-round"
              aria-label={round.name}
              className="flex w-44 flex-col"
            >
              <h3 className="mb-2 text-center text-sm font-bold text-neutral-600">{round.name}</h3>
              <div className="flex flex-1 flex-col justify-around gap-3">
                {pairs.map((pair) => (
                  <div
                    key={pair[0]?.matchIds[0]}
                    className="relative flex flex-col justify-around gap-3"
                  >
                    {pair.map((t) => (
                      <TieBox key={t.matchIds[0]} sport={sport} tie={t} joinLeft={r > 0} />
                    ))}
                    {!last && pair.length === 2 && (
                      <>
                        <span
                          aria-hidden
                          className="absolute top-1/4 bottom-1/4 -right-3 w-3 rounded-r border-y border-r border-neutral-300"
                        />
                        <span
                          aria-hidden
                          className="absolute top-1/2 -right-6 w-3 border-t border-neutral-300"
                        />
                      </>
                    )}
                  </div>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
