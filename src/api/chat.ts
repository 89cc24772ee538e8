// Typed calls of room chat: info, history, send, welcome, the gift and barrage catalogues, and the ban
// and manager lists (spec §5: one function picks the list by a type flag, 1 the ban list).
import type { CallInput } from '../../contract/call';
import {
  barrageAll,
  chatInfo,
  chatMsg,
  chatPage,
  chatWelcome,
  forbidAdd,
  forbidList,
  forbidRemove,
  giftAll,
  managerAdd,
  managerList,
  managerRemove,
  nobilityBag,
  nobilityBubble,
} from '../../contract/calls/chat';
import { request } from './request';

export const getChatInfo = (roomId: number) => request(chatInfo, { roomId });
export const getChatPage = (roomId: number, beforeId?: number) =>
  request(chatPage, { roomId, beforeId }, { progress: false });
export const sendChat = (input: CallInput<typeof chatMsg>) =>
  request(chatMsg, { platform: 1, ...input }, { progress: false });
export const enterRoom = (roomId: number) => request(chatWelcome, { roomId }, { progress: false });
export const getRoomGifts = () => request(giftAll);
export const getBarrageStyles = () => request(barrageAll);
export const getNobilityBubbles = () => request(nobilityBubble, undefined, { progress: false });
export const getNobilityBag = () => request(nobilityBag, undefined, { progress: false });

/** Spec §5: type 1 is the ban list, any other value the manager list. */
export type MemberListType = 1 | 2;

export const getMembers = (type: MemberListType, input: CallInput<typeof forbidList> = {}) =>
  type === 1 ? request(forbidList, input) : request(managerList, input);
export const addMember = (type: MemberListType, input: CallInput<typeof forbidAdd>) =>
  type === 1 ? request(forbidAdd, input) : request(managerAdd, input);
export const removeMember = (type: MemberListType, id: number) =>
  type === 1 ? request(forbidRemove, { id }) : request(managerRemove, { id });
