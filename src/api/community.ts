// Typed calls of the community (社区): circles, posts, pictures, likes, shields and moderation.
import type { CallInput } from '../../contract/call';
import {
  circleJoin,
  circleLeave,
  postAddPic,
  postAddSave,
  postDelete,
  postLike,
  postModerate,
  postShield,
} from '../../contract/calls/community';
import { request } from './request';

export const joinCircle = (circleId: number) => request(circleJoin, { circleId });
export const leaveCircle = (circleId: number) => request(circleLeave, { circleId });

/** Data URLs in (FileReader.readAsDataURL), the re-encoded pictures' addresses out. */
export const uploadPostPictures = (files: string[]) => request(postAddPic, { files });
export const savePost = (input: CallInput<typeof postAddSave>) => request(postAddSave, input);

/** Likes, or takes the like back: answers the state after it and the count. */
export const likePost = (id: number) => request(postLike, { id });
export const shieldPost = (input: CallInput<typeof postShield>) => request(postShield, input);
export const moderatePost = (input: CallInput<typeof postModerate>) => request(postModerate, input);
export const deletePost = (postId: number) => request(postDelete, { postId });
