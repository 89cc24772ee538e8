// FEED=api-sports settings: the key is required, the free plan's budget is the default, lists are read.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('FEED=api-sports', () => {
  it('needs API_SPORTS_KEY, and says so', () => {
    expect(() => loadConfig({ FEED: 'api-sports' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEED: 'api-sports' })).toThrow(/API_SPORTS_KEY/);
  });

  it('defaults to the free plan (10 a minute, 100 a day) and the providers’ hosts', () => {
    const { feed } = loadConfig({ FEED: 'api-sports', API_SPORTS_KEY: 'k' });
    expect(feed.provider).toBe('api-sports');
    expect(feed.apiSports).toMatchObject({
      key: 'k',
      perMinute: 10,
      perDay: 100,
      livePollMs: 60_000,
      baseUrls: {
        football: 'https://v3.football.api-sports.io',
        basketball: 'https://v1.basketball.api-sports.io',
      },
      leagues: { football: [39, 140, 135, 78, 61, 2, 169], basketball: [12] },
    });
  });

  it('reads the budget, the poll interval, base URLs and league lists', () => {
    const { feed } = loadConfig({
      FEED: 'api-sports',
      API_SPORTS_KEY: 'k',
      API_SPORTS_PER_MINUTE: '300',
      API_SPORTS_PER_DAY: '7500',
      API_SPORTS_LIVE_POLL_SECONDS: '15',
      API_SPORTS_FOOTBALL_URL: 'http://127.0.0.1:9999/football/',
      API_SPORTS_FOOTBALL_LEAGUES: ' 39, 2 ',
      API_SPORTS_BASKETBALL_LEAGUES: 'none',
    });
    expect(feed.apiSports).toMatchObject({
      perMinute: 300,
      perDay: 7500,
      livePollMs: 15_000,
      baseUrls: { football: 'http://127.0.0.1:9999/football/' },
      leagues: { football: [39, 2], basketball: [] },
    });
  });

  it('refuses a malformed league list', () => {
    expect(() =>
      loadConfig({ FEED: 'api-sports', API_SPORTS_KEY: 'k', API_SPORTS_FOOTBALL_LEAGUES: 'epl' }),
    ).toThrow(/API_SPORTS_FOOTBALL_LEAGUES/);
  });
});
