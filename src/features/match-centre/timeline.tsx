// The football event timeline: goals, cards, substitutions, VAR … home on the left, away on the right, the
// minute between them; newest at the top while the match is live, in match order once it is over.
import type { TimelineEvent } from '../../../streams/match-centre';
import { type BadgeTone, eventBadge, eventMinute, eventPeople, onFootballTimeline } from './labels';
import { Empty, Section } from './section';

const toneClass: Record<BadgeTone, string> = {
  goal: 'bg-emerald-600 text-white',
  miss: 'bg-neutral-400 text-white',
  yellow: 'bg-yellow-400 text-neutral-900',
  red: 'bg-red-600 text-white',
  sub: 'bg-sky-600 text-white',
  var: 'bg-violet-600 text-white',
  corner: 'bg-neutral-200 text-neutral-700',
  other: 'bg-neutral-200 text-neutral-700',
};

// A cancellation shows the corrected score.
const scoring = new Set(['goal', 'ownGoal', 'penaltyGoal', 'goalCancelled']);

function EventBadge({ kind }: { kind: string }) {
  const badge = eventBadge(kind);
  return (
    <span
      data-testid="event-badge"
      data-tone={badge.tone}
      className={`inline-block shrink-0 rounded px-1.5 py-0.5 text-[11px] leading-4 font-semibold ${toneClass[badge.tone]}`}
    >
      {badge.label}
    </span>
  );
}

function EventBody({ event, home }: { event: TimelineEvent; home: boolean }) {
  const people = eventPeople(event);
  return (
    <div className={`flex min-w-0 items-center gap-2 ${home ? 'flex-row-reverse text-right' : ''}`}>
      <EventBadge kind={event.kind} />
      <div className="min-w-0">
        <div className="truncate text-sm text-neutral-900">
          {people.main}
          {scoring.has(event.kind) && (
            <span className="mx-1 font-mono font-bold text-brand-600">
              {event.homeScore}-{event.awayScore}
            </span>
          )}
        </div>
        {people.sub && <div className="truncate text-xs text-neutral-500">{people.sub}</div>}
      </div>
    </div>
  );
}

export function Timeline({ events, live }: { events: readonly TimelineEvent[]; live: boolean }) {
  const shown = events.filter(onFootballTimeline);
  const ordered = live ? [...shown].reverse() : shown;
  return (
    <Section title="比赛事件" testId="timeline" aside={live ? '最新事件在上' : undefined}>
      {ordered.length === 0 ? (
        <Empty>暂无比赛事件</Empty>
      ) : (
        <ol className="relative px-4 py-3">
          <span
            aria-hidden
            className="absolute top-3 bottom-3 left-1/2 w-px -translate-x-1/2 bg-neutral-200"
          />
          {ordered.map((e) => (
            <li
              key={e.index}
              data-testid="timeline-line"
              data-index={e.index}
              data-kind={e.kind}
              data-side={e.side}
              title={e.text}
              className="relative grid grid-cols-[minmax(0,1fr)_72px_minmax(0,1fr)] items-center gap-3 py-1.5"
            >
              <div>{e.side === 'home' && <EventBody event={e} home />}</div>
              <span className="z-10 mx-auto rounded-full border border-neutral-200 bg-white px-2 py-0.5 font-mono text-xs text-neutral-700">
                {eventMinute(e)}
              </span>
              <div>{e.side === 'away' && <EventBody event={e} home={false} />}</div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
