// Typed calls of login and accounts. The password encryption they need is in password-seal.ts, apart: crypto-js
// loads only where a password is typed, not with every page (the header's login dialog imports it on submit).
import type { CallInput } from '../../contract/call';
import {
  getDynamicKey as getDynamicKeyCall,
  login as loginCall,
  logout as logoutCall,
  register as registerCall,
  retrievePassword as retrievePasswordCall,
} from '../../contract/calls/auth';
import { request } from './request';

export const getDynamicKey = () => request(getDynamicKeyCall);

/** Spec §3: the call helper sets loginType to 1. */
export const login = (input: CallInput<typeof loginCall>) =>
  request(loginCall, { loginType: 1, ...input });

export const register = (input: CallInput<typeof registerCall>) => request(registerCall, input);

export const retrievePassword = (input: CallInput<typeof retrievePasswordCall>) =>
  request(retrievePasswordCall, input);

export const logout = () => request(logoutCall);
