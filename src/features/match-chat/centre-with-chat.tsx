// The match centre's body beside its 聊球室: on a desktop the chat is the right column (sticky), on a phone a
// 赛况 / 聊球 switch shows one or the other, the chat filling the screen below the header card.
import { type ReactNode, useRef, useState } from 'react';
import type { MatchType } from '../../../contract/events';
import { useObservable } from '../../lib/use-observable';
import { rowPhase } from '../scores/row-labels';
import { currentSession, select } from '../user/session';
import { MatchChatPanel } from './match-chat-panel';

const myId$ = select((s) => s.userInfo?.id ?? null);

type View = 'data' | 'chat';

export function CentreWithChat({
  type,
  matchId,
  state,
  children,
}: {
  type: MatchType;
  matchId: number;
  /** The match's state code now (pushes move it): a finished match's chat is read-only. */
  state: number;
  children: ReactNode;
}) {
  const [view, setView] = useState<View>('data');
  const switcher = useRef<HTMLDivElement>(null);
  const show = (v: View) => {
    setView(v);
    // The chat fills the screen below the switch: bring the switch up under the site header.
    if (v === 'chat')
      requestAnimationFrame(() => switcher.current?.scrollIntoView({ block: 'start' }));
  };
  const myId = useObservable(myId$, currentSession().userInfo?.id ?? null);
  const tab = (v: View, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === v}
      data-testid={`centre-view-${v}`}
      onClick={() => show(v)}
      className={`min-h-10 flex-1 text-[15px] ${
        view === v
          ? 'font-semibold text-brand-500 shadow-[inset_0_-2px_0] shadow-brand-500'
          : 'text-neutral-600'
      }`}
    >
      {label}
    </button>
  );
  return (
    <>
      <div
        ref={switcher}
        role="tablist"
        aria-label="赛况与聊球"
        className="flex scroll-mt-14 bg-white lg:hidden"
      >
        {tab('data', '赛况数据')}
        {tab('chat', '聊球')}
      </div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start lg:gap-4">
        <div
          className={`${view === 'chat' ? 'hidden' : 'flex'} min-w-0 flex-col gap-3 lg:flex lg:gap-4`}
        >
          {children}
        </div>
        <aside
          data-testid="centre-chat"
          className={`${
            view === 'chat' ? 'block' : 'hidden'
          } h-[calc(100dvh-10rem)] min-h-[360px] lg:sticky lg:top-20 lg:block lg:h-[min(720px,calc(100vh-6rem))]`}
        >
          <MatchChatPanel
            channel={type}
            matchId={matchId}
            finished={rowPhase(type, state) === 'finished'}
            myId={myId}
          />
        </aside>
      </div>
    </>
  );
}
