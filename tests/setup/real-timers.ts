// With isolate off, files of a worker share one module world: a suite that faked the clock and failed
// before its own useRealTimers must not hand a frozen Date to the next file.
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
});
