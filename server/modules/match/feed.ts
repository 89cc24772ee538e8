// Runs a data feed into the ingest for as long as the app lives.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { FeedProvider, FeedSink } from '../../providers/feed/types';

/** The provider the config names, or null when the feed is off (the simulator is loaded only when used). */
export async function configuredFeed(
  config: Config,
  log: FastifyBaseLogger,
): Promise<FeedProvider | null> {
  const { feed } = config;
  if (feed.provider === 'off') return null;
  const { createSimulator } = await import('../../providers/feed/simulator');
  return createSimulator({
    seed: feed.seed,
    speed: feed.speed,
    pastDays: feed.pastDays,
    futureDays: feed.futureDays,
    log,
  });
}

export class FeedRunner {
  private provider: FeedProvider | null = null;
  private started: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: FeedSink,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a feed in the background: the site serves while it catches up. Resolves once caught up. */
  start(provider: FeedProvider): Promise<void> {
    if (this.provider) throw new Error(`feed: ${this.provider.name} is already running`);
    this.provider = provider;
    this.started = provider.start(this.sink).catch((err: unknown) => {
      this.log.error({ err }, `feed: ${provider.name} failed to start`);
    });
    return this.started;
  }

  async stop() {
    const provider = this.provider;
    if (!provider) return;
    await this.started;
    await provider.stop();
    this.provider = null;
  }
}
