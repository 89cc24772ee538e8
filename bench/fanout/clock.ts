// One clock for every bench process: CLOCK_MONOTONIC in microseconds, shared by all processes on the machine.
// Date.now() has only millisecond resolution and performance.timeOrigin is fixed per process from the wall
// clock (they can disagree by a fraction of a millisecond); process.hrtime reads the same kernel clock everywhere.
export const nowUs = () => Number(process.hrtime.bigint() / 1000n);
