// The lottery views of a sport as tabs (spec §9 football odds tab types: live, jczq, bjdc, lottery):
// 即时 / 竞足 / 北单 / 足彩 for football, 即时 / 竞篮 for basketball, each a page of its own.
import { Link } from '@tanstack/react-router';
import type { MatchType } from '../../../contract/events';
import type { LotteryCode } from '../../api/schedule';

type TabPath =
  | '/football'
  | '/football/jczq'
  | '/football/bjdc'
  | '/football/zc'
  | '/basketball'
  | '/basketball/jclq';

const tabs: Record<MatchType, readonly { to: TabPath; label: string; code: LotteryCode | null }[]> =
  {
    football: [
      { to: '/football', label: '即时', code: null },
      { to: '/football/jczq', label: '竞足', code: 'jczq' },
      { to: '/football/bjdc', label: '北单', code: 'bjdc' },
      { to: '/football/zc', label: '足彩', code: 'zc' },
    ],
    basketball: [
      { to: '/basketball', label: '即时', code: null },
      { to: '/basketball/jclq', label: '竞篮', code: 'jclq' },
    ],
  };

export function LotteryTabs({ type, code }: { type: MatchType; code: LotteryCode }) {
  return (
    <nav aria-label="彩种" className="flex items-center gap-1">
      {tabs[type].map((t) => {
        const active = t.code === code;
        return (
          <Link
            key={t.to}
            to={t.to}
            data-testid={`lottery-tab-${t.code ?? 'live'}`}
            aria-current={active ? 'page' : undefined}
            className={`rounded px-4 py-1.5 text-sm transition ${
              active
                ? 'bg-brand-500 font-semibold text-white'
                : 'text-neutral-700 hover:bg-neutral-100'
            }`}
          >
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}
