// The user state of spec §3/§4 (auth token, user info, balances, experts info, login dialog flag) as one observable store.
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CallData } from '../../../contract/call';
import type { expertInfo } from '../../../contract/calls/expert';
import type { UserInfo } from '../../../contract/calls/user';
import { AUTH_COOKIE, authToken } from '../../api/cookie';
import { getExpertInfo } from '../../api/expert-console';
import { getUserInfo } from '../../api/user';

/** Whether the user is an expert, their card and record, and their application's state. */
export type ExpertsInfo = CallData<typeof expertInfo>;

export interface SessionState {
  /** The login token from the auth cookie; '' when logged out. */
  auth: string;
  userInfo: UserInfo | null;
  /** Spec §3/§4: POST /tj/expert/info, loaded after user info; null until it answers. */
  expertsInfo: ExpertsInfo | null;
  /** Spec §4: the login dialog is opened by this store flag. */
  showLoginModel: boolean;
}

const initial: SessionState = {
  auth: '',
  userInfo: null,
  expertsInfo: null,
  showLoginModel: false,
};
const state = new BehaviorSubject<SessionState>(initial);

export const session$: Observable<SessionState> = state.asObservable();
export const currentSession = () => state.value;

const update = (patch: Partial<SessionState>) => state.next({ ...state.value, ...patch });

export const select = <T>(pick: (s: SessionState) => T): Observable<T> =>
  session$.pipe(map(pick), distinctUntilChanged());

export const openLogin = () => update({ showLoginModel: true });
export const closeLogin = () => update({ showLoginModel: false });

function dropAuthCookie() {
  // The token is the one cookie the client owns (it sends it as the accessToken header).
  // biome-ignore lint/suspicious/noDocumentCookie: Cookie Store API is missing in older browsers
  if (typeof document !== 'undefined') document.cookie = `${AUTH_COOKIE}=; Max-Age=0; path=/`;
}

let loading: Promise<void> | null = null;

let expertLoading: { auth: string; promise: Promise<void> } | null = null;

/**
 * Spec §4 "then expert info": asked once user info is held. A failure leaves it null (the expert pages
 * show their own 重试) rather than logging out: the login itself is fine. An answer that arrives after a
 * logout or another login is dropped.
 */
export function loadExpertInfo(): Promise<void> {
  const auth = state.value.auth;
  if (!auth || !state.value.userInfo) return Promise.resolve();
  // One call in flight per login: the session's own load and a page's retry share it.
  if (expertLoading?.auth === auth) return expertLoading.promise;
  const promise = getExpertInfo()
    .then((answer) => {
      if (answer.success && state.value.auth === auth) update({ expertsInfo: answer.data });
    })
    .finally(() => {
      if (expertLoading?.promise === promise) expertLoading = null;
    });
  expertLoading = { auth, promise };
  return promise;
}

/** A changed application (just submitted) or a fresh expert info, for the logged-in user only. */
export function storeExpertsInfo(info: ExpertsInfo) {
  if (state.value.auth) update({ expertsInfo: info });
}

/**
 * Spec §4: fetched when none is held; on 200 it is stored, then expert info; any other answer clears the login.
 * Spec §4's balances load after it is user$() (streams/user.ts): one snapshot kept live by the
 * user channel, which every balance on the page reads, rather than a second copy here.
 */
export function loadUserInfo(): Promise<void> {
  if (state.value.userInfo || !state.value.auth) return Promise.resolve();
  loading ??= getUserInfo()
    .then(async (answer) => {
      if (answer.success) {
        update({ userInfo: { ...answer.data, level: answer.data.level ?? 0 } });
        // Not awaited: pages that wait for user info (the personal space) need not wait for this too.
        void loadExpertInfo();
      }
      // No answer at all (offline) is not a verdict on the token: keep it for the next try.
      else if (answer.code !== 0) reset();
    })
    .finally(() => {
      loading = null;
    });
  return loading ?? Promise.resolve();
}

/**
 * Spec §4 "Auth cookie": on each navigation, a token in the auth cookie is stored and user info
 * fetched. A token that disappeared (logged out in another tab) clears the state.
 */
export function syncAuthFromCookie(token = authToken()) {
  if (token === state.value.auth) {
    if (token) void loadUserInfo();
    return;
  }
  update({ auth: token, userInfo: null, expertsInfo: null });
  if (token) void loadUserInfo();
}

/**
 * Spec §4 "Login success": the token is stored (the server has set the auth cookie; its answer's
 * token stands in should the cookie be unreadable), the dialog closes, user info loads, then
 * expert info. Resolves whether the user is now known; a refused user info has reset the state.
 */
export async function completeLogin(token: string): Promise<boolean> {
  closeLogin();
  const stored = authToken() || token;
  update({ auth: stored, userInfo: null, expertsInfo: null });
  await loadUserInfo();
  return state.value.userInfo !== null;
}

/** A changed profile (nick name) answered with fresh user info. */
export function storeUserInfo(userInfo: UserInfo) {
  if (state.value.auth) update({ userInfo: { ...userInfo, level: userInfo.level ?? 0 } });
}

/** Forget the login here: cookie, token, user info and experts info. */
export function reset() {
  dropAuthCookie();
  update({ auth: '', userInfo: null, expertsInfo: null });
}

export const isLoggedIn = () => state.value.auth !== '';
