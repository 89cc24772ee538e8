// The page side of the latency bench: plays the room with flv.js or hls.js and, for every frame shown
// (requestVideoFrameCallback), reads the burned-in frame number and notes when the frame was displayed.
import { BITS, BOX } from './sender';

/**
 * A script for page.evaluate: starts the player and collects [displayed wall-clock ms, frame number], and the
 * wall-clock times at which the buffer ran dry after playback began ('waiting': a stall the viewer sees).
 * 'site' plays through the site's own code (src/features/room/player/attach-stream.ts, bundled into the page as
 * window.__sitePlayer: flv.js with the live-edge chase); 'flv' is bare flv.js as the room used it before the
 * chase; 'hls' is hls.js on the same stream.
 */
export function playerScript(kind: 'site' | 'flv' | 'hls', url: string) {
  return `(() => {
    window.__samples = [];
    window.__stalls = [];
    window.__delays = [];
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
    let playing = false;
    video.addEventListener('playing', () => { playing = true; });
    video.addEventListener('waiting', () => { if (playing) window.__stalls.push(Date.now()); });
    if (${JSON.stringify(kind)} === 'site') {
      window.__sitePlayer.attachStream(video, { flv: ${JSON.stringify(url)}, hls: null }, {
        failed: (f) => { window.__failure = f; },
        delay: (ms) => window.__delays.push(ms),
      });
    } else if (${JSON.stringify(kind)} === 'flv') {
      const player = flvjs.createPlayer({ type: 'flv', isLive: true, url: ${JSON.stringify(url)} },
        { enableStashBuffer: false });
      player.attachMediaElement(video); player.load(); player.play();
    } else {
      const hls = new Hls({ lowLatencyMode: true, liveSyncDurationCount: 2 });
      hls.loadSource(${JSON.stringify(url)}); hls.attachMedia(video); video.play();
    }
  })()`;
}
