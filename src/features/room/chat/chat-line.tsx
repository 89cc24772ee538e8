// One line of the chat panel: a message (as text, never as HTML), a gift, an entry, a notice or a status change.
import type { ChatLine } from '../../../../contract/calls/chat';
import type { RoomLine } from '../../../../streams/live-room';
import { chatNameColor } from '../../grade/level-badge';
import type { NobilityBubble } from '../catalogues';
import { GiftIcon } from '../gifts/gift-icon';
import { ChatLevel, NobilityBadge, RoleBadge } from './badges';

function Message({ line, bubbles }: { line: ChatLine; bubbles: Map<number, NobilityBubble> }) {
  const bubble = line.nobility ? bubbles.get(line.nobility) : undefined;
  return (
    <li
      data-testid="chat-line"
      data-kind={line.kind}
      className="rounded px-2 py-1 leading-6 break-all"
      style={bubble ? { backgroundColor: bubble.bubbleColor } : undefined}
    >
      <RoleBadge role={line.role} />
      <NobilityBadge nobility={line.nobility} bubbles={bubbles} />
      <ChatLevel level={line.level} />
      <span
        data-testid="chat-name"
        className="text-sky-700"
        style={{ color: chatNameColor(line.level) }}
      >
        {line.nickName}：
      </span>
      <span data-testid="chat-content" style={bubble ? { color: bubble.textColor } : undefined}>
        {line.content}
      </span>
    </li>
  );
}

export function RoomLineView({
  line,
  bubbles,
}: {
  line: RoomLine;
  bubbles: Map<number, NobilityBubble>;
}) {
  switch (line.kind) {
    case 'chat':
      return <Message line={line.line} bubbles={bubbles} />;
    case 'gift': {
      const { gift } = line;
      return (
        <li data-testid="chat-gift" className="px-2 py-1 leading-6 text-accent-600">
          <span className="text-sky-700">{gift.nickName}</span> 送出{' '}
          <b>{gift.giftName ?? '礼物'}</b>{' '}
          <GiftIcon
            icon={gift.icon}
            giftId={gift.giftId}
            animated={gift.animated}
            className="mx-0.5 inline-flex size-5 align-text-bottom"
          />
          ×{gift.count}
          {gift.combo && gift.combo > 1 ? (
            <span className="ml-1 font-bold italic">{gift.combo}连击</span>
          ) : null}
        </li>
      );
    }
    case 'entry':
      return (
        <li data-testid="chat-entry" className="px-2 py-1 leading-6 text-neutral-400">
          {line.nobility ? <NobilityBadge nobility={line.nobility} bubbles={bubbles} /> : null}
          <span className="text-sky-700">{line.nickName}</span> 进入了直播间
        </li>
      );
    case 'notice':
      return (
        <li data-testid="chat-notice-line" className="px-2 py-1 leading-6 text-amber-600">
          【公告】{line.text}
        </li>
      );
    case 'status':
      return (
        <li className="px-2 py-1 text-center text-xs leading-6 text-neutral-400">
          {line.status === 'live'
            ? '— 主播开播了 —'
            : line.status === 'waiting'
              ? '— 主播正在准备 —'
              : '— 主播已下播 —'}
        </li>
      );
  }
}
