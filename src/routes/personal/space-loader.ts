// Loads /personal/{id?}: the space of the id, else the logged-in user's own; a visitor goes home, an unknown id is a 404.
import { redirect } from '@tanstack/react-router';
import type { CallData } from '../../../contract/call';
import { personalSpace } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import { request } from '../../api/request';
import type { ApiResult } from '../../api/result';
import { currentSession, loadUserInfo } from '../../features/user/session';
import { pageNotFound } from '../error-page';

export type SpaceData = CallData<typeof personalSpace>;

export interface SpaceLoad {
  userId: number;
  /** A failure other than "no such user" (offline, server trouble): the page offers a retry. */
  answer: ApiResult<SpaceData>;
}

/** The logged-in user's id once user info is in; null for a visitor. */
async function ownId(): Promise<number | null> {
  await loadUserInfo();
  return currentSession().userInfo?.id ?? null;
}

/** `preload`: an idle prefetch of a link, which stays out of the loading bar (spec §4). */
export async function loadSpace(id: string | undefined, preload = false): Promise<SpaceLoad> {
  const userId = id === undefined ? await ownId() : Number(id);
  if (userId === null) throw redirect({ to: '/', replace: true });
  const answer = await request(personalSpace, { id: userId }, { progress: !preload });
  if (!answer.success && answer.code === errors.notFound.code) throw pageNotFound();
  return { userId, answer };
}
