// The simulator's clock: wall time when it started, then advanced by the monotonic clock (never back,
// whatever happens to the system time) `speed` times faster.
export class SimClock {
  private readonly wallStart: number;
  private readonly monoStart: number;

  constructor(
    private readonly speed: number,
    wallNow: number = Date.now(),
  ) {
    this.wallStart = wallNow;
    this.monoStart = performance.now();
  }

  readonly now = (): number =>
    Math.floor(this.wallStart + (performance.now() - this.monoStart) * this.speed);
}
