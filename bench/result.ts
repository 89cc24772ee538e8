// Writes bench/results/<name>.json in the shape ARCHITECTURE.md fixes, and prints it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

export interface BenchResult {
  name: string;
  figures: Record<string, number>;
  baseline: Record<string, number>;
  target: string;
  met: boolean;
}

export function writeResult(result: BenchResult) {
  const full = {
    name: result.name,
    when: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    figures: result.figures,
    baseline: result.baseline,
    target: result.target,
    met: result.met,
  };
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${result.name}.json`, dir);
  writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`);
  console.log(JSON.stringify(full, null, 2));
}
