// One call shared by whoever asks while it is in flight: streams that read the same answer (both sports of one
// list) make one request per load, and a load asked for after it settled makes a new one.
export function sharedWhileInFlight<T>(load: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
