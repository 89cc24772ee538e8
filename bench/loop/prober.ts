// GET /healthz at a steady rate, on a fixed schedule (a late answer does not delay the next request, so a
// stall is counted in every request it holds up), from its own process; reports each latency in ms.
import { Agent, get } from 'node:http';

const [port, rate, seconds] = process.argv.slice(2).map(Number) as [number, number, number];
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const latencies: number[] = [];
let failures = 0;

function probe() {
  const sent = performance.now();
  return new Promise<void>((resolve) => {
    const req = get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - sent);
        else failures++;
        resolve();
      });
    });
    req.on('error', () => {
      failures++;
      resolve();
    });
  });
}

const start = performance.now();
const total = Math.round(rate * seconds);
const pending: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(probe());
}
await Promise.all(pending);
agent.destroy();
process.send?.({ t: 'done', latencies, failures });
