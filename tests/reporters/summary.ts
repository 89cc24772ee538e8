// Prints one plain closing line, 'N passed, N failed, N skipped', that any CI log reader understands,
// and before it where the time went: each project's summed file time and the slowest files, so a suite
// that creeps past its 30-minute budget shows in the log which files to look at.
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 15;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const times: { file: string; project: string; seconds: number }[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      // A file that failed to load has no tests to count but is a failure all the same.
      if (module.state() === 'failed' && !module.children.size) count.failed++;
      const d = module.diagnostic();
      times.push({
        file: module.relativeModuleId,
        project: module.project.name,
        seconds:
          (d.duration + d.collectDuration + d.setupDuration + d.environmentSetupDuration) / 1000,
      });
    }
    count.failed += unhandledErrors.length;
    const perProject = new Map<string, number>();
    for (const t of times) perProject.set(t.project, (perProject.get(t.project) ?? 0) + t.seconds);
    const lines = ['', 'file time by project (s, summed over files):'];
    for (const [project, seconds] of perProject) lines.push(`  ${project}: ${seconds.toFixed(1)}`);
    lines.push(`slowest ${SLOWEST} files (s):`);
    for (const t of times.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
      lines.push(`  ${t.seconds.toFixed(1).padStart(6)}  ${t.project}  ${t.file}`);
    }
    process.stdout.write(
      `${lines.join('\n')}\n\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`,
    );
  }
}
