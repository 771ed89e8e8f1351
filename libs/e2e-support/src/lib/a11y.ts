import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (design.md "Front ends": WCAG 2.2 AA). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolation(violation: AxeResults['violations'][number]): string {
  const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
  const more = violation.nodes.length > targets.length ? ` and ${violation.nodes.length - targets.length} more` : '';
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${targets.join(', ')}${more}`;
}

/**
 * Runs axe on each page a test visits. A check failing is a soft failure: the journey goes on,
 * so one run reports the violations of every page, and the test still fails at its end. Each
 * page's full axe results are attached to the test report.
 */
export class A11yChecker {
  private readonly checked = new Set<string>();

  constructor(private readonly testInfo: TestInfo) {}

  /** Checks the page as it is now; `label` names it in the report (default: its path). */
  async check(page: Page, label?: string): Promise<void> {
    const url = page.url();
    const name = label ?? new URL(url).pathname;
    // Colours are judged as rendered: a dialog fading in (a first-load modal loads its code
    // after the page and may open at any moment of a journey) fails contrast at half opacity.
    // So axe runs once animations have settled, and once more when it found something: a real
    // violation is in both results, one of a dialog that opened half-faded mid-run only in the first.
    const settled = () =>
      page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await settled();
    let results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
    if (results.violations.length > 0) {
      await settled();
      results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
    }
    this.checked.add(url);
    await this.testInfo.attach(`axe ${name}`, {
      body: JSON.stringify({ url, violations: results.violations }, null, 2),
      contentType: 'application/json',
    });
    expect.soft(results.violations.map(describeViolation), `WCAG 2.2 AA violations on ${name} (${url})`).toEqual([]);
  }

  /** Whether the page at `url` has been checked in this test. */
  hasChecked(url: string): boolean {
    return this.checked.has(url);
  }
}
