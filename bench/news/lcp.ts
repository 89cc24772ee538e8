// The first article page's LCP under Lighthouse's default (mobile) settings: a Moto G Power-sized screen, a 4×
// slower CPU and a slow 4G network, simulated. Lighthouse is fetched at its pinned version when the bench runs
// (npm exec), not installed with the project: its 200 packages would slow every install for one benchmark.
// Three runs, the median kept, each with a fresh Chromium profile.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = 3;

interface Report {
  audits: Record<string, { numericValue?: number }>;
  categories: { performance: { score: number } };
}

function lighthouse(url: string, out: string, profile: string) {
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
  ].join(' ');
  return new Promise<void>((resolve, reject) => {
    execFile(
      'npm',
      [
        'exec',
        '--yes',
        `--package=${LIGHTHOUSE}`,
        '--',
        'lighthouse',
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${flags}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
      (err) => (err ? reject(err) : resolve()),
    );
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function articleLcp(url: string) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-news-lcp-'));
  try {
    const runs: { lcp: number; fcp: number; tbt: number; score: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const out = join(dir, `run-${i}.json`);
      await lighthouse(url, out, join(dir, `profile-${i}`));
      const report = JSON.parse(await readFile(out, 'utf8')) as Report;
      runs.push({
        lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcp: report.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        score: Math.round(report.categories.performance.score * 100),
      });
      console.log(
        `  lighthouse run ${i + 1}: LCP ${Math.round(runs[i]!.lcp)} ms, score ${runs[i]!.score}`,
      );
    }
    return {
      lcpMs: Math.round(median(runs.map((r) => r.lcp))),
      fcpMs: Math.round(median(runs.map((r) => r.fcp))),
      tbtMs: Math.round(median(runs.map((r) => r.tbt))),
      score: median(runs.map((r) => r.score)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
