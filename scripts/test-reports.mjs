// The tests a run's JSON reports name as failed or flaky: `npm test`'s summary repeats them, as
// a CI log may keep only its end.
import path from 'node:path';
import { root } from './test-helpers.mjs';

/**
 * The tests of a Vitest JSON report that failed a try and ended `status` ('failed', or 'passed'
 * on a retry), each as `file › name: first line of its first error`.
 */
export function vitestFailures(report, status) {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === status && test.failureMessages?.length > 0)
      .map((test) => {
        const error = test.failureMessages?.[0]?.split('\n')[0] ?? '';
        return `${path.relative(root, file.name)} › ${test.fullName}: ${error}`;
      }),
  );
}

/** The journeys of a Playwright JSON report of a status ('unexpected': failed every try). */
export function playwrightTests(suites, status) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map((test) => `${spec.file} › ${spec.title} [${test.projectName}]`),
    ),
    ...playwrightTests(suite.suites ?? [], status),
  ]);
}
