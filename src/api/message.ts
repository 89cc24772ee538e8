// Typed calls of the message centre (消息中心).
import type { CallInput } from '../../contract/call';
import {
  type MessageKind,
  type MessageTab,
  messageDelete,
  messageList,
  messageRead,
  messageSettings,
  messageSettingsSet,
  messageUnread,
} from '../../contract/calls/message';
import { request } from './request';

export const getMessages = (input: CallInput<typeof messageList>) => request(messageList, input);
/** The header's count: a background call, out of the loading bar. */
export const getUnread = () => request(messageUnread, {}, { progress: false });
export const readMessages = (target: { id?: number; tab?: MessageTab }) =>
  request(messageRead, target);
export const deleteMessage = (id: number) => request(messageDelete, { id });
export const getMessageSettings = () => request(messageSettings);
export const setMessageKind = (kind: MessageKind, enabled: boolean) =>
  request(messageSettingsSet, { kind, enabled: enabled ? 1 : 0 });
