// Three clients uploading the largest accepted images back to back until told to stop; counts the answers.
import { request } from 'node:http';
import { uploadBodies } from './images';

const CLIENTS = 3;
const port = Number(process.argv[2]);
let tokens: string[] = [];
let nextToken = 0;
let stopping = false;
const counts: Record<string, number> = {};
const count = (key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

function post(body: Buffer, token: string): Promise<{ code: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/gw/user/common/multiUploadBase64',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          accesstoken: token,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()) as { code: number });
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function client(bodies: Buffer[], first: number) {
  let token = tokens[nextToken++ % tokens.length]!;
  for (let i = first; !stopping; i++) {
    const body = bodies[i % bodies.length]!;
    try {
      const { code } = await post(body, token);
      count(code === 200 ? (i % bodies.length === 0 ? 'bombCalls' : 'photoCalls') : `code${code}`);
      // Uploads are limited per person and hour: take the next person.
      if (code === 10009) token = tokens[nextToken++ % tokens.length]!;
    } catch {
      count('networkErrors');
    }
  }
}

const { bombs, photos } = await uploadBodies();
process.send?.({ t: 'ready', bytes: { bombs: bombs.length, photos: photos.length } });
process.on('message', async (m: { t: string; tokens?: string[] }) => {
  if (m.t === 'start') {
    tokens = m.tokens ?? [];
    stopping = false;
    for (const key of Object.keys(counts)) delete counts[key];
    const running = Array.from({ length: CLIENTS }, (_, c) => client([bombs, photos], c));
    process.send?.({ t: 'started' });
    await Promise.all(running);
    process.send?.({ t: 'done', counts });
  }
  if (m.t === 'stop') stopping = true;
});
process.on('disconnect', () => process.exit(0));
