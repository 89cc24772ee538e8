// Prints one plain closing line, 'N passed, N failed, N skipped', that any CI log reader understands.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      // A file that failed to load has no tests to count but is a failure all the same.
      if (module.state() === 'failed' && !module.children.size) count.failed++;
    }
    count.failed += unhandledErrors.length;
    process.stdout.write(
      `\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`,
    );
  }
}
