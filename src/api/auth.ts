// Typed calls of login and accounts, and the password encryption spec §3 asks for (crypto-js AES-CBC).
import AES from 'crypto-js/aes';
// CBC lives in the cipher core that crypto-js/aes loads; it has no module of its own.
import CryptoCore from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import type { CallInput } from '../../contract/call';
import {
  getDynamicKey as getDynamicKeyCall,
  login as loginCall,
  logout as logoutCall,
  register as registerCall,
  retrievePassword as retrievePasswordCall,
} from '../../contract/calls/auth';
import { request } from './request';

/** The password as the server expects it: Base64 AES-CBC/PKCS7 with the one-time key and iv (UTF-8). */
export const encryptPassword = (password: string, { iv, key }: { iv: string; key: string }) =>
  AES.encrypt(password, Utf8.parse(key), {
    iv: Utf8.parse(iv),
    mode: CryptoCore.mode.CBC,
    padding: Pkcs7,
  }).toString();

export const getDynamicKey = () => request(getDynamicKeyCall);

/** Spec §3: the call helper sets loginType to 1. */
export const login = (input: CallInput<typeof loginCall>) =>
  request(loginCall, { loginType: 1, ...input });

export const register = (input: CallInput<typeof registerCall>) => request(registerCall, input);

export const retrievePassword = (input: CallInput<typeof retrievePasswordCall>) =>
  request(retrievePasswordCall, input);

export const logout = () => request(logoutCall);
