import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// @axe-core/playwright types its page with its own copy of playwright-core; it only calls the
// page's public methods, so the test runner's page is passed through as that type.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each
 * one readably (rule, impact, help, and the offending elements).
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(TAGS)
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (blocking.length > 0) {
    await testInfo.attach('axe-violations.json', {
      body: JSON.stringify(blocking, null, 2),
      contentType: 'application/json',
    });
  }
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  expect(blocking.length, `serious/critical axe violations on ${page.url()}:\n${report}`).toBe(0);
}
