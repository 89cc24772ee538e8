// Typed calls of room chat: info, history, send, welcome, and changes to the ban and manager lists
// (spec §5: one function picks the list by a type flag, 1 the ban list). The catalogues and the lists
// themselves are read through the data cache.
import type { CallInput } from '../../contract/call';
import {
  chatInfo,
  chatMsg,
  chatPage,
  chatWelcome,
  forbidAdd,
  forbidRemove,
  managerAdd,
  managerRemove,
} from '../../contract/calls/chat';
import { request } from './request';

export const getChatInfo = (roomId: number) => request(chatInfo, { roomId });
export const getChatPage = (roomId: number, beforeId?: number) =>
  request(chatPage, { roomId, beforeId }, { progress: false });
export const sendChat = (input: CallInput<typeof chatMsg>) =>
  request(chatMsg, { platform: 1, ...input }, { progress: false });
export const enterRoom = (roomId: number) => request(chatWelcome, { roomId }, { progress: false });

/** Spec §5: type 1 is the ban list, any other value the manager list. */
export type MemberListType = 1 | 2;

export const addMember = (type: MemberListType, input: CallInput<typeof forbidAdd>) =>
  type === 1 ? request(forbidAdd, input) : request(managerAdd, input);
export const removeMember = (type: MemberListType, id: number) =>
  type === 1 ? request(forbidRemove, { id }) : request(managerRemove, { id });
