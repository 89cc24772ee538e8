// The sender of the latency bench: ffmpeg's test picture with the frame number burned in as 16 black or
// white squares (bit k of n), which the page reads back from each displayed frame.
export const FPS = 30;
export const BITS = 16;
export const BOX = { x0: 16, y: 300, size: 32, step: 36 } as const;

/** The squares' filter chain: a black strip, then one white square per set bit of the frame number. */
export function frameCodeFilter() {
  const strip = `drawbox=x=${BOX.x0 - 8}:y=${BOX.y - 8}:w=${BITS * BOX.step + 8}:h=${BOX.size + 16}:color=black:t=fill`;
  const bits = Array.from(
    { length: BITS },
    (_, k) =>
      `drawbox=x=${BOX.x0 + k * BOX.step}:y=${BOX.y}:w=${BOX.size}:h=${BOX.size}:color=white:t=fill:enable='eq(mod(floor(n/${2 ** k}),2),1)'`,
  );
  return [strip, ...bits].join(',');
}

export function senderArgs(url: string, seconds: number) {
  return [
    ...['-re', '-f', 'lavfi', '-i', `testsrc=size=640x360:rate=${FPS}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(seconds), '-vf', frameCodeFilter()],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-g', String(FPS), '-b:v', '800k', '-c:a', 'aac', '-b:a', '48k', '-f', 'flv', url],
  ];
}
