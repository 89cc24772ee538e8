// A plan's matches: competition, 竞彩 number and kick-off, both teams with crests, the score once played and the
// state; each opens the match centre.
import {
  basketballMatchPhase,
  basketballMatchStateLabel,
  footballMatchPhase,
  footballMatchStateLabel,
} from '../../../contract/enums/match-states';
import { formatShort } from '../../../contract/format/dates';
import { Crest } from '../../components/crest';
import { SiteLink } from '../../components/site-link';
import type { PlanItem } from './plan-card';

type Match = PlanItem['matches'][number];

const stateOf = (m: Match) =>
  m.sport === 'football'
    ? { label: footballMatchStateLabel(m.state), phase: footballMatchPhase(m.state) }
    : { label: basketballMatchStateLabel(m.state), phase: basketballMatchPhase(m.state) };

function Side({ id, name }: { id: number; name: string }) {
  return (
    <span className="flex min-w-0 flex-col items-center gap-1">
      <Crest kind="team" id={id} name={name} size={36} />
      <span className="w-full truncate text-center text-sm font-medium text-neutral-900">
        {name}
      </span>
    </span>
  );
}

export function PlanMatches({ matches }: { matches: Match[] }) {
  return (
    <section className="divide-y divide-neutral-100 rounded-lg bg-white shadow-sm">
      {matches.map((m) => {
        const { label, phase } = stateOf(m);
        const played = phase === 'live' || phase === 'finished';
        return (
          <SiteLink
            key={m.id}
            href={`/${m.sport}/live/${m.id}`}
            data-testid="plan-match"
            className="block px-4 py-3 hover:bg-neutral-50"
          >
            <p className="flex items-center justify-center gap-2 text-xs text-neutral-400">
              <span className="text-neutral-600">{m.competition}</span>
              {m.lotteryNo && <span>{m.lotteryNo}</span>}
              <span className="font-mono">{formatShort(m.kickoffAt)}</span>
            </p>
            <div className="mt-2 grid grid-cols-[minmax(0,1fr)_96px_minmax(0,1fr)] items-center gap-2">
              <Side id={m.homeId} name={m.home} />
              <span className="text-center">
                <span
                  className={`block font-mono text-xl font-bold ${phase === 'live' ? 'text-brand-600' : 'text-neutral-900'}`}
                >
                  {played ? `${m.homeScore} : ${m.awayScore}` : 'VS'}
                </span>
                <span className="block text-[11px] text-neutral-400">{label}</span>
              </span>
              <Side id={m.awayId} name={m.away} />
            </div>
          </SiteLink>
        );
      })}
    </section>
  );
}
