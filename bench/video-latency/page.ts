// The page side of the latency bench: plays the room with flv.js or hls.js and, for every frame shown
// (requestVideoFrameCallback), reads the burned-in frame number and notes when the frame was displayed.
import { BITS, BOX } from './sender';

/** A script for page.evaluate: starts the player and collects [displayed wall-clock ms, frame number]. */
export function playerScript(kind: 'flv' | 'hls', url: string) {
  return `(() => {
    window.__samples = [];
    const video = document.createElement('video');
    video.muted = true; video.autoplay = true; video.playsInline = true;
    document.body.appendChild(video);
    const canvas = document.createElement('canvas');
    canvas.width = 640; canvas.height = 360;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    const onFrame = (_now, meta) => {
      g.drawImage(video, 0, 0, 640, 360);
      const row = g.getImageData(0, ${BOX.y + BOX.size / 2}, 640, 1).data;
      let n = 0;
      for (let k = 0; k < ${BITS}; k++) {
        const x = ${BOX.x0} + k * ${BOX.step} + ${BOX.size / 2};
        if (row[x * 4] > 128) n += 2 ** k;
      }
      window.__samples.push([performance.timeOrigin + meta.expectedDisplayTime, n]);
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
    if (${JSON.stringify(kind)} === 'flv') {
      const player = flvjs.createPlayer({ type: 'flv', isLive: true, url: ${JSON.stringify(url)} },
        { enableStashBuffer: false });
      player.attachMediaElement(video); player.load(); player.play();
    } else {
      const hls = new Hls({ lowLatencyMode: true, liveSyncDurationCount: 2 });
      hls.loadSource(${JSON.stringify(url)}); hls.attachMedia(video); video.play();
    }
  })()`;
}
