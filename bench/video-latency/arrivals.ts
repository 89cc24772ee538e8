// When each video frame reached the server: an HTTP-FLV reader in this process notes the wall clock at
// which each video frame arrives — on loopback, the moment the sender emitted it.
export interface Arrivals {
  /** Wall-clock ms at which each video frame arrived, in stream order (index = frame number). */
  frames: number[];
  /** The first frame's timestamp: a few ms when the reader saw the stream from its first frame. */
  firstTimestamp: () => number | null;
  connectedAt: number;
  stop(): void;
}

export async function readArrivals(url: string): Promise<Arrivals> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`FLV ${url}: ${res.status}`);
  const frames: number[] = [];
  let first: number | null = null;
  const connectedAt = Date.now();
  let buffer = Buffer.alloc(0);
  let headerDone = false;
  void (async () => {
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = Date.now();
        buffer = Buffer.concat([buffer, Buffer.from(value)]);
        if (!headerDone) {
          if (buffer.length < 13) continue;
          buffer = buffer.subarray(13); // FLV header (9) + first previous-tag-size (4)
          headerDone = true;
        }
        // Tags: type(1) size(3) timestamp(3) ext(1) stream(3) data(size) prevSize(4).
        while (buffer.length >= 11) {
          const size = buffer.readUIntBE(1, 3);
          if (buffer.length < 11 + size + 4) break;
          const ts = buffer.readUIntBE(4, 3) | (buffer[7]! << 24);
          // Video tags other than the codec header (AVC packet type 0) are frames.
          if (buffer[0] === 9 && size > 1 && buffer[11 + 1] !== 0) {
            first ??= ts;
            frames.push(now);
          }
          buffer = buffer.subarray(11 + size + 4);
        }
      }
    } catch {
      // aborted
    }
  })();
  return { frames, firstTimestamp: () => first, connectedAt, stop: () => controller.abort() };
}
