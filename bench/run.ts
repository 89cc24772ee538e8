// `npm run bench -- <name>`: runs bench/<name>/index.ts, which prints its figures and writes bench/results/<name>.json.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const names = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`${here}${d.name}/index.ts`))
  .map((d) => d.name);

const name = process.argv[2];
if (!name || !names.includes(name)) {
  console.error(`usage: npm run bench -- <name>\nbenchmarks: ${names.join(', ')}`);
  process.exit(2);
}
await import(pathToFileURL(`${here}${name}/index.ts`).href);
