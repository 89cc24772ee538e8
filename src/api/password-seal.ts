// The password encryption spec §3 asks for (crypto-js AES-CBC), in a module of its own: crypto-js comes only with
// the pages and the login submit that seal a password, not with the entry every page loads.
import AES from 'crypto-js/aes';
// CBC lives in the cipher core that crypto-js/aes loads; it has no module of its own.
import CryptoCore from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** The password as the server expects it: Base64 AES-CBC/PKCS7 with the one-time key and iv (UTF-8). */
export const encryptPassword = (password: string, { iv, key }: { iv: string; key: string }) =>
  AES.encrypt(password, Utf8.parse(key), {
    iv: Utf8.parse(iv),
    mode: CryptoCore.mode.CBC,
    padding: Pkcs7,
  }).toString();
