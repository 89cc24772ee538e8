// Typed calls of the user module: user info, profile, nick name, portrait, password, real name, space, follows, emoji.
import type { CallInput } from '../../contract/call';
import {
  attentionList,
  getEmojis as getEmojisCall,
  personalSpace,
  userCenterInfo,
  userCenterInitPassword,
  userCenterProfile,
  userCenterRealName,
  userCenterSubmitRealName,
  userCenterUpdateInfo,
  userCenterUpdateNickName,
  userCenterUpdatePassword,
  userCenterUpdatePortrait,
} from '../../contract/calls/user';
import { request } from './request';

export const getUserInfo = () => request(userCenterInfo);
export const getProfile = () => request(userCenterProfile);
export const updateInfo = (input: CallInput<typeof userCenterUpdateInfo>) =>
  request(userCenterUpdateInfo, input);
export const updateNickName = (input: CallInput<typeof userCenterUpdateNickName>) =>
  request(userCenterUpdateNickName, input);
/** portraitUrl must come from uploadImages(files, 'portrait'). */
export const updatePortrait = (input: CallInput<typeof userCenterUpdatePortrait>) =>
  request(userCenterUpdatePortrait, input);
/** Encrypt oldPassword and password with the same getDynamicKey answer. */
export const updatePassword = (input: CallInput<typeof userCenterUpdatePassword>) =>
  request(userCenterUpdatePassword, input);
export const initPassword = (input: CallInput<typeof userCenterInitPassword>) =>
  request(userCenterInitPassword, input);
export const getRealName = () => request(userCenterRealName);
export const submitRealName = (input: CallInput<typeof userCenterSubmitRealName>) =>
  request(userCenterSubmitRealName, input);
export const getPersonalSpace = (input: CallInput<typeof personalSpace>) =>
  request(personalSpace, input);
export const getAttention = (input: CallInput<typeof attentionList>) =>
  request(attentionList, input);
export const getEmojis = () => request(getEmojisCall, undefined, { progress: false });
