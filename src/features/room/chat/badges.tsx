// The marks before a chat name: 主播 / 房管, the nobility medal in its tier's colour, and the level.
import type { ChatLine } from '../../../../contract/calls/chat';
import { LevelBadge } from '../../grade/level-badge';
import type { NobilityBubble } from '../catalogues';

export function RoleBadge({ role }: { role: ChatLine['role'] }) {
  if (role !== 'anchor' && role !== 'manager') return null;
  return (
    <span
      data-testid="chat-role"
      className={`mr-1 inline-block rounded px-1 text-[11px] leading-[16px] font-semibold text-white ${
        role === 'anchor' ? 'bg-brand-500' : 'bg-sky-500'
      }`}
    >
      {role === 'anchor' ? '主播' : '房管'}
    </span>
  );
}

export function NobilityBadge({
  nobility,
  bubbles,
}: {
  nobility: number | null;
  bubbles: Map<number, NobilityBubble>;
}) {
  if (!nobility) return null;
  const bubble = bubbles.get(nobility);
  return (
    <span
      data-testid="chat-nobility"
      className="mr-1 inline-block rounded px-1 text-[11px] leading-[16px] font-semibold text-white"
      style={{ backgroundColor: bubble?.badgeColor ?? '#b08d57' }}
    >
      {bubble?.name ?? `贵族${nobility}`}
    </span>
  );
}

export function ChatLevel({ level }: { level: number }) {
  return <LevelBadge level={level} size="sm" testId="chat-level" />;
}
