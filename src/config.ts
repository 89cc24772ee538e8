// The client's runtime config: written into index.html by the server, with dev/test defaults.
import type { Host } from '../contract/call';

export interface ClientConfig {
  /** Base URL of each host the client calls (spec §7 General). */
  hosts: Record<Host, string>;
  version: string;
}

declare global {
  interface Window {
    /** Set by the server's inline script in index.html; absent under `vite` dev and in tests. */
    __QIULIVE__?: Partial<{ hosts: Partial<Record<Host, string>>; version: string }>;
  }
}

const DEFAULT_HOST = '/gw';

export function readConfig(
  injected = typeof window === 'undefined' ? undefined : window.__QIULIVE__,
): ClientConfig {
  const hosts = injected?.hosts ?? {};
  return {
    hosts: {
      api: hosts.api || DEFAULT_HOST,
      live: hosts.live || DEFAULT_HOST,
      captcha: hosts.captcha || DEFAULT_HOST,
    },
    version: injected?.version ?? 'dev',
  };
}

export const config: ClientConfig = readConfig();
