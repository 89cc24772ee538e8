// Typed calls of live rooms: lists, detail, the anchor's room (up, down, settings, stream key), history,
// hot anchors and reports.
import type { CallInput } from '../../contract/call';
import {
  historyList,
  hotAppRoom,
  matchRooms,
  reportAdd,
  roomDetail,
  roomDown,
  roomStreamKey,
  roomUp,
  roomUpdate,
  userHot,
} from '../../contract/calls/room';
import { request } from './request';

export const getHotRooms = (size?: number) => request(hotAppRoom, { size });
export const getRoomDetail = (roomId: number) => request(roomDetail, { roomId });
export const getHotAnchors = (size?: number) => request(userHot, { size });
export const addReport = (input: CallInput<typeof reportAdd>) => request(reportAdd, input);
export const getMatchRooms = (input: CallInput<typeof matchRooms>) => request(matchRooms, input);

export const roomGoUp = (input: CallInput<typeof roomUp>) => request(roomUp, input);
export const roomGoDown = () => request(roomDown, {});
export const updateMyRoom = (input: CallInput<typeof roomUpdate>) => request(roomUpdate, input);
export const newStreamKey = () => request(roomStreamKey, {});
export const getHistory = (input: CallInput<typeof historyList> = {}) =>
  request(historyList, input);
