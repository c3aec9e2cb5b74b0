// Vitest's JSON report counts tests only: an error thrown outside any test (an unhandled
// rejection, a timer firing after its file ended) fails the run without naming itself there.
// This reporter writes those errors next to the JSON report so the suite's summary names them.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  // A file named by the environment: reporters given on the command line take no options.
  outputFile = process.env.VITEST_UNHANDLED_REPORT;

  onTestRunEnd(_modules, unhandledErrors) {
    if (!this.outputFile) return;
    const errors = (unhandledErrors ?? []).map((e) => ({
      name: e.name ?? 'Error',
      message: String(e.message ?? e)
        .split('\n')[0]
        .slice(0, 300),
      // Where it came from: the test file vitest blamed, else the first stack frame.
      origin: e.VITEST_TEST_PATH ?? e.stacks?.[0]?.file ?? null,
      stack: String(e.stack ?? '')
        .split('\n')
        .slice(0, 8)
        .join('\n'),
    }));
    writeFileSync(this.outputFile, JSON.stringify(errors, null, 2));
  }
}
