// Every environment variable the server reads, validated, with its default (the README's table mirrors this).
import { createHash } from 'node:crypto';
import { z } from 'zod';

const boolean = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .default(fallback ? '1' : '0')
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** A base URL the client uses for a host: a path ('/gw') or an absolute URL ('https://api.example.com/gw'). */
const baseUrl = z
  .string()
  .default('/gw')
  .refine(
    (v) => v.startsWith('/') || URL.canParse(v),
    'must be a path starting with / or an absolute URL',
  );

/** Where the tracking loader comes from: an https URL or a site path (never protocol-relative). */
const scriptUrl = z
  .string()
  .refine(
    (v) =>
      !/[\s"'<>]/.test(v) &&
      ((v.startsWith('/') && !v.startsWith('//')) ||
        (URL.canParse(v) && new URL(v).protocol === 'https:')),
    'must be an https:// URL or a path starting with /',
  );

/** A comma-separated list of provider league ids, or `none` (an empty value means the default). */
const leagueIds = z
  .string()
  .regex(/^\s*(none|\d+\s*(,\s*\d+\s*)*)\s*$/, 'must be league ids separated by commas, or none')
  .transform((v) =>
    v.trim() === 'none'
      ? []
      : v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .map(Number),
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  API_BASE_URL: baseUrl,
  LIVE_BASE_URL: baseUrl,
  CAPTCHA_BASE_URL: baseUrl,
  DEMO_DATA: boolean(true),
  STATIC_DIR: z.string().default('./dist'),
  FIRST_PAINT: z.enum(['data', 'drawn']).default('drawn'),
  FEED: z.enum(['simulator', 'api-sports', 'off']).default('simulator'),
  FEED_SEED: z.string().min(1).max(64).default('qiulive'),
  FEED_SPEED: z.coerce.number().min(0.1).max(3600).default(1),
  FEED_PAST_DAYS: z.coerce.number().int().min(0).max(60).default(14),
  FEED_FUTURE_DAYS: z.coerce.number().int().min(0).max(60).default(14),
  FEED_LEASE_TTL_SECONDS: z.coerce.number().min(1).max(600).default(15),
  FEED_LEASE_RENEW_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  API_SPORTS_KEY: z.string().min(1).optional(),
  API_SPORTS_FOOTBALL_URL: z.url().default('https://v3.football.api-sports.io'),
  API_SPORTS_BASKETBALL_URL: z.url().default('https://v1.basketball.api-sports.io'),
  API_SPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  API_SPORTS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(100),
  API_SPORTS_LIVE_POLL_SECONDS: z.coerce.number().min(5).max(3600).default(60),
  API_SPORTS_FOOTBALL_LEAGUES: leagueIds.prefault('39,140,135,78,61,2,169'),
  API_SPORTS_BASKETBALL_LEAGUES: leagueIds.prefault('12'),
  API_SPORTS_DAYS_AHEAD: z.coerce.number().int().min(0).max(14).default(1),
  FEED_FALLBACK: z.enum(['off', 'simulator']).default('off'),
  FEED_FALLBACK_AFTER_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  WORKER_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  TRUST_PROXY: z.string().default(''),
  TRACKING_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'must be 6-64 letters, digits, _ or -')
    .optional(),
  TRACKING_SCRIPT_URL: scriptUrl.optional(),
  PAY_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MEDIA: z.enum(['off', 'embedded', 'external']).default('embedded'),
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  MEDIA_DIR: z.string().optional(),
  FFMPEG_PATH: z.string().default('auto'),
  MEDIA_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  MEDIA_HOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MEDIA_RTMP_URL: z
    .string()
    .refine((v) => /^rtmps?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), 'must be an rtmp:// or rtmps:// URL')
    .optional(),
  PLAYBACK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PLAYBACK_MAX_GB: z.coerce.number().min(0.1).max(100_000).default(5),
  CLIP_BEFORE_SECONDS: z.coerce.number().int().min(0).max(120).default(20),
  CLIP_AFTER_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  MEDIA_JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  HIGHLIGHT_PRICE: z.coerce.number().min(0).max(10_000).default(2),
  MEDIA_URL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7200),
  ADMIN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  DEMO_STREAMS: boolean(true),
  DEMO_CROWD: boolean(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type Env = z.input<typeof schema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** What the client is told to use for each host. */
  baseUrls: { api: string; live: string; captcha: string };
  demoData: boolean;
  /** Match data: the built-in simulator (seeded, `speed` times real time), API-Sports, or none. */
  feed: {
    provider: 'simulator' | 'api-sports' | 'off';
    seed: string;
    speed: number;
    pastDays: number;
    futureDays: number;
    /** One process of a deployment runs the feed: its lease lives `ttlMs` unless renewed every `renewMs`. */
    lease: { ttlMs: number; renewMs: number };
    /** The API-Football / API-Basketball adapter's settings (server/providers/feed/api-sports). */
    apiSports: {
      key: string;
      baseUrls: { football: string; basketball: string };
      perMinute: number;
      perDay: number;
      livePollMs: number;
      leagues: { football: number[]; basketball: number[] };
      daysAhead: number;
    };
    /**
     * With a real feed: the simulator stands in for the competitions the real feed does not cover once the
     * real one has had no good answer for `afterMs` (server/providers/feed/failover).
     */
    fallback: { provider: 'off' | 'simulator'; afterMs: number };
  };
  staticDir: string;
  /**
   * What / and a live room's HTML carry for the first paint: their first view's data (the client renders it at
   * once), or also that view drawn by the server for visitors (server/http/prerender.ts), the default: taps on the
   * drawing before the client's takeover are held and done again on its elements (public/after-paint.js).
   */
  firstPaint: 'data' | 'drawn';
  bodyLimit: number;
  /** How long one heavy task (a picture, a captcha image) may run in the worker pool before it is abandoned. */
  workerTimeoutMs: number;
  /** Proxies whose X-Forwarded-For is believed: a list of addresses/CIDRs, empty = none. */
  trustProxy: string[];
  /** Spec §9 site-wide tracking script: written into the page head when configured (off by default). */
  tracking: { token: string; scriptUrl: string } | null;
  /** HMAC key of the sandbox payment gateway's callbacks (see server/providers/payment/sandbox). */
  paySandboxSecret: string;
  /** Live video: the embedded RTMP/HTTP-FLV server, an external SRS/nginx-rtmp cluster, or none. */
  media: {
    mode: 'off' | 'embedded' | 'external';
    /** RTMP ingest port of the embedded server; 0 picks a free port (tests). */
    rtmpPort: number;
    /** HLS renditions, recordings and the media server's own files. */
    dir: string;
    /** 'auto' (look on PATH), 'off', or the ffmpeg binary. */
    ffmpeg: string;
    /** How long a room stays up after its stream stops before it goes offline by itself. */
    graceMs: number;
    /** Shared secret in the SRS http_hooks URLs; hooks are refused without it. */
    hookSecret: string | null;
    /** What OBS is told (服务器); unset: rtmp://<the host the anchor browses>:<port>/live. */
    rtmpUrl: string | null;
    /** Push demo test pictures into the demo rooms at start (server/main.ts only). */
    demoStreams: boolean;
    /** Demo fans sit, chat and gift in the live demo rooms (server/main.ts only, with the demo streams). */
    demoCrowd: boolean;
  };
  /** Replays (回放) and highlights (集锦). */
  playback: {
    /** Replays older than this lose their media (the record stays, 已过期), pinned ones excepted. */
    retentionDays: number;
    /** The replays' media on disk is kept under this many bytes, the oldest expiring first. */
    maxBytes: number;
    /** A goal clip spans this long before the goal and after it. */
    clipBeforeMs: number;
    clipAfterMs: number;
    /** ffmpeg runs the media jobs (clip cutting) at most this many at a time. */
    jobConcurrency: number;
    /** The price of a match's highlights after the free preview, in minor units; 0 makes them free. */
    highlightPriceUnits: number;
    /** HMAC key of paid media URLs, and how long a signed URL plays. */
    urlSecret: string;
    urlTtlMs: number;
  };
  /** Key of the operator console's sealed TOTP secrets and its CSRF tokens. */
  adminSecret: string;
  logLevel: string;
  env: 'development' | 'production' | 'test';
}

export class ConfigError extends Error {}

/** Rules between variables, checked even when a single variable is also wrong, so one error names all. */
function crossChecks(present: Record<string, string | undefined>) {
  const lines: string[] = [];
  if (present.FEED === 'api-sports' && !present.API_SPORTS_KEY) {
    lines.push('  API_SPORTS_KEY: required when FEED=api-sports');
  }
  if (present.TRACKING_TOKEN && !present.TRACKING_SCRIPT_URL) {
    lines.push('  TRACKING_SCRIPT_URL: required when TRACKING_TOKEN is set');
  }
  if (present.MEDIA === 'external' && !present.MEDIA_HOOK_SECRET) {
    lines.push(
      '  MEDIA_HOOK_SECRET: required when MEDIA=external (the SRS hooks must prove who calls)',
    );
  }
  return lines;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so that `FOO= npm start` falls back to the default.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(present);
  const lines = [
    ...(parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`),
    ...crossChecks(present),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    baseUrls: { api: e.API_BASE_URL, live: e.LIVE_BASE_URL, captcha: e.CAPTCHA_BASE_URL },
    demoData: e.DEMO_DATA,
    feed: {
      provider: e.FEED,
      seed: e.FEED_SEED,
      speed: e.FEED_SPEED,
      pastDays: e.FEED_PAST_DAYS,
      futureDays: e.FEED_FUTURE_DAYS,
      lease: {
        ttlMs: Math.round(e.FEED_LEASE_TTL_SECONDS * 1000),
        renewMs: Math.round(e.FEED_LEASE_RENEW_SECONDS * 1000),
      },
      apiSports: {
        key: e.API_SPORTS_KEY ?? '',
        baseUrls: { football: e.API_SPORTS_FOOTBALL_URL, basketball: e.API_SPORTS_BASKETBALL_URL },
        perMinute: e.API_SPORTS_PER_MINUTE,
        perDay: e.API_SPORTS_PER_DAY,
        livePollMs: Math.round(e.API_SPORTS_LIVE_POLL_SECONDS * 1000),
        leagues: {
          football: e.API_SPORTS_FOOTBALL_LEAGUES,
          basketball: e.API_SPORTS_BASKETBALL_LEAGUES,
        },
        daysAhead: e.API_SPORTS_DAYS_AHEAD,
      },
      fallback: {
        provider: e.FEED_FALLBACK,
        afterMs: e.FEED_FALLBACK_AFTER_SECONDS * 1000,
      },
    },
    staticDir: e.STATIC_DIR,
    firstPaint: e.FIRST_PAINT,
    bodyLimit: e.BODY_LIMIT,
    workerTimeoutMs: Math.round(e.WORKER_TIMEOUT_SECONDS * 1000),
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    tracking:
      e.TRACKING_TOKEN && e.TRACKING_SCRIPT_URL
        ? { token: e.TRACKING_TOKEN, scriptUrl: e.TRACKING_SCRIPT_URL }
        : null,
    // Unset: derived from where the data lives, so every process sharing one database agrees on it.
    paySandboxSecret:
      e.PAY_SANDBOX_SECRET ??
      createHash('sha256')
        .update(`qiulive-sandbox-pay\n${e.DATABASE_URL ?? e.DATA_DIR}`)
        .digest('hex'),
    media: {
      mode: e.MEDIA,
      rtmpPort: e.RTMP_PORT,
      dir: e.MEDIA_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/media`,
      ffmpeg: e.FFMPEG_PATH,
      graceMs: Math.round(e.MEDIA_GRACE_SECONDS * 1000),
      hookSecret: e.MEDIA_HOOK_SECRET ?? null,
      rtmpUrl: e.MEDIA_RTMP_URL?.replace(/\/+$/, '') ?? null,
      demoStreams: e.DEMO_STREAMS,
      demoCrowd: e.DEMO_CROWD,
    },
    playback: {
      retentionDays: e.PLAYBACK_RETENTION_DAYS,
      maxBytes: Math.round(e.PLAYBACK_MAX_GB * 1024 ** 3),
      clipBeforeMs: e.CLIP_BEFORE_SECONDS * 1000,
      clipAfterMs: e.CLIP_AFTER_SECONDS * 1000,
      jobConcurrency: e.MEDIA_JOBS_CONCURRENCY,
      highlightPriceUnits: Math.round(e.HIGHLIGHT_PRICE * 100),
      // Unset: derived like the sandbox's key, so every process sharing one database signs alike.
      urlSecret:
        e.MEDIA_URL_SECRET ??
        createHash('sha256')
          .update(`qiulive-media-url\n${e.DATABASE_URL ?? e.DATA_DIR}`)
          .digest('hex'),
      urlTtlMs: e.MEDIA_URL_TTL_SECONDS * 1000,
    },
    // Unset: derived like the sandbox's key, so every process sharing one database agrees on it.
    adminSecret:
      e.ADMIN_SECRET ??
      createHash('sha256')
        .update(`qiulive-admin\n${e.DATABASE_URL ?? e.DATA_DIR}`)
        .digest('hex'),
    logLevel: e.LOG_LEVEL,
    env: e.NODE_ENV,
  };
}

/** The path under which this process mounts a host's calls: the base URL's path, without a trailing slash. */
export const mountPath = (base: string) => {
  const path = base.startsWith('/') ? base : new URL(base).pathname;
  return path.replace(/\/+$/, '');
};
