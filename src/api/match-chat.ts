// Typed calls of the match chat (聊球室, spec §7 "Chat (main host)"): token, welcome, notice, history and send.
import type { CallInput } from '../../contract/call';
import {
  type MatchChatChannel,
  matchChatGetToken,
  matchChatGroup,
  matchChatMsg,
  matchChatNotice,
  matchChatPage,
  matchChatWelcome,
} from '../../contract/calls/match-chat';
import { request } from './request';

const quiet = { progress: false } as const;

export const getMatchChatToken = (channel: MatchChatChannel, matchId: number) =>
  request(matchChatGetToken, { group: matchChatGroup(channel, matchId) }, quiet);
export const enterMatchChat = (channel: MatchChatChannel, matchId: number) =>
  request(matchChatWelcome, { channel, matchId }, quiet);
export const getMatchChatNotice = (channel: MatchChatChannel, matchId: number) =>
  request(matchChatNotice, { channel, matchId }, quiet);
export const getMatchChatPage = (channel: MatchChatChannel, matchId: number, beforeId?: number) =>
  request(matchChatPage, { channel, matchId, beforeId }, quiet);
export const sendMatchChat = (input: Omit<CallInput<typeof matchChatMsg>, 'platform'>) =>
  request(matchChatMsg, { platform: 1, ...input }, quiet);
