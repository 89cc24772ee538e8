// One notice in /v/message: who (avatar, or the kind's icon for the site's own notices), the title, the body as
// text, when, and its actions (查看 opens the link; 删除).
import type { MessageItem, MessageKind } from '../../../contract/calls/message';
import { messageKindLabels } from '../../../contract/calls/message';
import { Icon, type IconName } from '../../components/icons';
import { SiteLink } from '../../components/site-link';
import { commentTime } from '../news/comments/comment-time';
import { UserAvatar } from '../user-centre/user-avatar';

const kindIcons: Record<MessageKind, IconName> = {
  system: 'bell',
  reply: 'file',
  like: 'heart',
  follow: 'user',
  reserve: 'calendar',
  live: 'bell',
  settle: 'wallet',
  report: 'shield',
};

function Who({ message }: { message: MessageItem }) {
  if (message.actor) {
    return (
      <UserAvatar
        portrait={message.actor.portrait}
        nickName={message.actor.nickName || '球迷'}
        className="size-10 text-base"
      />
    );
  }
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-500">
      <Icon name={kindIcons[message.kind]} className="size-5" />
    </span>
  );
}

export function MessageRow({
  message,
  now,
  onOpen,
  onDelete,
  busy,
}: {
  message: MessageItem;
  now: number;
  /** Marks it read (before the link, if any, is followed). */
  onOpen: (m: MessageItem) => void;
  onDelete: (m: MessageItem) => void;
  busy: boolean;
}) {
  const unread = !message.read;
  return (
    <li
      data-testid="message-row"
      data-kind={message.kind}
      data-read={message.read ? '1' : '0'}
      className={`flex gap-3 py-4 ${unread ? '' : 'opacity-80'}`}
    >
      <div className="relative">
        <Who message={message} />
        {unread && (
          <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-red-500 ring-2 ring-white">
            <span className="sr-only">未读</span>
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <p
            data-testid="message-title"
            className={`min-w-0 flex-1 text-sm break-words ${unread ? 'font-semibold text-neutral-900' : 'text-neutral-700'}`}
          >
            {message.title}
          </p>
          <span className="shrink-0 text-xs text-neutral-400">
            {commentTime(message.createdAt, now)}
          </span>
        </div>
        {message.body && (
          <p
            data-testid="message-body"
            className="mt-1 line-clamp-3 rounded bg-neutral-50 px-3 py-2 text-[13px] break-words whitespace-pre-line text-neutral-600"
          >
            {message.body}
          </p>
        )}
        <div className="mt-2 flex items-center gap-4 text-xs">
          <span className="text-neutral-400">{messageKindLabels[message.kind]}</span>
          {message.link && (
            <SiteLink
              href={message.link}
              onClick={() => onOpen(message)}
              data-testid="message-link"
              className="text-brand-600 hover:underline"
            >
              查看详情
            </SiteLink>
          )}
          {unread && !message.link && (
            <button
              type="button"
              onClick={() => onOpen(message)}
              className="text-brand-600 hover:underline"
            >
              标为已读
            </button>
          )}
          <button
            type="button"
            data-testid="message-delete"
            disabled={busy}
            onClick={() => onDelete(message)}
            className="ml-auto text-neutral-400 hover:text-red-500 disabled:opacity-50"
          >
            删除
          </button>
        </div>
      </div>
    </li>
  );
}
