// A message row (with its actor) as the contract's messageItem.
import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type MessageItem,
  type MessageKind,
  messageKinds,
  tabOfKind,
} from '../../../contract/calls/message';

export interface MessageRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: Date | null;
  createdAt: Date;
  actorId: number | null;
  actorNickName: string | null;
  actorPortrait: string | null;
}

export const toKind = (k: string): MessageKind =>
  (messageKinds as readonly string[]).includes(k) ? (k as MessageKind) : 'system';

export function messageView(r: MessageRow): MessageItem {
  const kind = toKind(r.kind);
  return {
    id: r.id,
    kind,
    tab: tabOfKind(kind),
    actor:
      r.actorId === null
        ? null
        : { id: r.actorId, nickName: r.actorNickName ?? '', portrait: r.actorPortrait ?? '' },
    title: r.title.slice(0, MESSAGE_TITLE_MAX),
    body: r.body.slice(0, MESSAGE_BODY_MAX),
    link: r.link,
    read: r.readAt !== null,
    createdAt: r.createdAt.getTime(),
  };
}
