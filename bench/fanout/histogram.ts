// A mergeable latency histogram in microseconds (log-linear buckets, under 0.4 % error) with exact count, max and sum.

/** Values below this are exact; above it each power of two is split into SUB buckets. */
const LINEAR = 256;
const SUB = 128;
const MAX_EXP = 34;

export interface HistogramData {
  /** [bucket index, count] for the non-empty buckets. */
  buckets: [number, number][];
  count: number;
  sumUs: number;
  maxUs: number;
}

function bucketOf(us: number) {
  const v = Math.max(0, Math.round(us));
  if (v < LINEAR) return v;
  const exp = Math.min(Math.floor(Math.log2(v)), MAX_EXP);
  const shift = exp - 7;
  const mantissa = Math.min(Math.floor(v / 2 ** shift), 2 * SUB - 1);
  return LINEAR + (exp - 8) * SUB + (mantissa - SUB);
}

/** The middle of a bucket's range: what a percentile in that bucket is reported as. */
function bucketMiddle(bucket: number) {
  if (bucket < LINEAR) return bucket;
  const exp = 8 + Math.floor((bucket - LINEAR) / SUB);
  const mantissa = SUB + ((bucket - LINEAR) % SUB);
  const shift = exp - 7;
  return mantissa * 2 ** shift + 2 ** shift / 2;
}

export class Histogram {
  private counts = new Map<number, number>();
  count = 0;
  sumUs = 0;
  maxUs = 0;

  record(us: number) {
    // A NaN would land in bucket NaN and read back as 0 ms: a figure that cannot be wrong is worse than a crash.
    if (!Number.isFinite(us)) throw new Error(`histogram: not a duration: ${us}`);
    const b = bucketOf(us);
    this.counts.set(b, (this.counts.get(b) ?? 0) + 1);
    this.count++;
    this.sumUs += us;
    if (us > this.maxUs) this.maxUs = us;
  }

  merge(data: HistogramData) {
    for (const [b, c] of data.buckets) this.counts.set(b, (this.counts.get(b) ?? 0) + c);
    this.count += data.count;
    this.sumUs += data.sumUs;
    this.maxUs = Math.max(this.maxUs, data.maxUs);
  }

  /** The value at quantile q (0..1), in microseconds; the maximum is exact. */
  quantile(q: number) {
    if (this.count === 0) return Number.NaN;
    if (q >= 1) return this.maxUs;
    const rank = Math.ceil(q * this.count);
    let seen = 0;
    for (const b of [...this.counts.keys()].sort((x, y) => x - y)) {
      seen += this.counts.get(b) ?? 0;
      if (seen >= rank) return Math.min(bucketMiddle(b), this.maxUs);
    }
    return this.maxUs;
  }

  toData(): HistogramData {
    return { buckets: [...this.counts], count: this.count, sumUs: this.sumUs, maxUs: this.maxUs };
  }
}
