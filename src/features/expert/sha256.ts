// SHA-256 of a text in the browser, hex, as `sha256sum` prints it: the Web Crypto digest where the page is a
// secure context; elsewhere (plain http on a LAN address has no crypto.subtle) crypto-js, loaded only then.
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return hex(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const { default: SHA256 } = await import('crypto-js/sha256');
  return SHA256(text).toString();
}

/** The shell command that checks it anywhere: single quotes, each ' in the text written as '\''. */
export const shellCheck = (text: string) =>
  `printf '%s' '${text.replaceAll("'", "'\\''")}' | sha256sum`;
