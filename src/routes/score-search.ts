// The URL searches of the score pages: a day (schedules, results), a lottery issue, and a match with its bookmaker.
/** /football/next?date=2026-11-23: the day shown; absent, the page picks (today, or the nearest day with matches). */
export interface DaySearch {
  date?: string;
  /** /next only: the sport shown, when not football. */
  sport?: 'basketball';
}

/** /football/jczq?issue=26134: the issue shown; absent, the one on sale. */
export interface IssueSearch {
  issue?: string;
}

/** /football/odds-detail/yapan?matchId=…&bookmakerId=…, /football/model?matchId=…, /basketball/text?matchId=… */
export interface MatchSearch {
  matchId?: number;
  bookmakerId?: number;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISSUE = /^[0-9A-Za-z-]{1,16}$/;
const MAX_ID = 2_147_483_647;

const idOf = (raw: unknown): number | null => {
  const n = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

// The router's validateSearch functions: anything unreadable is dropped rather than failing the page.

export function parseDaySearch(raw: Record<string, unknown>): DaySearch {
  return {
    ...(typeof raw.date === 'string' && DAY.test(raw.date) ? { date: raw.date } : {}),
    ...(raw.sport === 'basketball' ? { sport: 'basketball' as const } : {}),
  };
}

export function parseIssueSearch(raw: Record<string, unknown>): IssueSearch {
  const issue = typeof raw.issue === 'number' ? String(raw.issue) : raw.issue;
  return typeof issue === 'string' && ISSUE.test(issue) ? { issue } : {};
}

export function parseMatchSearch(raw: Record<string, unknown>): MatchSearch {
  const matchId = idOf(raw.matchId);
  const bookmakerId = idOf(raw.bookmakerId);
  return {
    ...(matchId !== null ? { matchId } : {}),
    ...(bookmakerId !== null ? { bookmakerId } : {}),
  };
}
