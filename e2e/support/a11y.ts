import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

// Issue 14's accessibility audit, shared by the specs that run it: axe (WCAG 2.0, 2.1 and 2.2,
// levels A and AA; in so and sw the rules a translation can break) and the 320 px reflow check,
// which axe does not make.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * What a translation can break: names, labels, titles and the language itself. In so and sw the
 * markup and colours are those already audited in English, so those pages run these rules (and
 * the reflow check, where longer words matter) instead of the whole set, which is the suite's
 * slowest step.
 */
const TEXT_RULES = [
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'empty-heading',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'input-button-name',
  'label',
  'link-name',
  'role-img-alt',
  'select-name',
  'svg-img-alt',
  'valid-lang',
];

/** Moderate violations allowed to stay, by axe rule id, each with its reason (none today). */
const ACCEPTED_MODERATE: Record<string, string> = {};

/** The width WCAG 1.4.10 reflows content to (CSS px): 1280 px at 400% zoom. */
const REFLOW_WIDTH = 320;

/**
 * Every region of the route loaded, so the audit sees the whole page: a secondary region (the home
 * page's support panel) starts only when scrolled near, so each placeholder is brought into view;
 * then no placeholder and no loading skeleton may remain.
 */
async function regionsLoaded(page: Page): Promise<void> {
  const placeholders = page.locator('[data-secondary-region]');
  // Brought into view again while any is left: a region above it that loads meanwhile pushes it
  // back out of view before it could start.
  await expect
    .poll(
      async () => {
        for (const placeholder of await placeholders.all()) {
          // It may already have been replaced by its region since it was listed.
          await placeholder.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
        }
        return placeholders.count();
      },
      { message: 'every secondary region started', timeout: 15_000 },
    )
    .toBe(0);
  await expect(page.locator('[data-loading-region]'), 'every region loaded').toHaveCount(0);
}

/** Axe's findings and the reflow check's, one line each: what was checked, the rule, its impact and where. */
export class Audit {
  readonly failures: string[] = [];

  async check(page: Page, label: string): Promise<void> {
    await regionsLoaded(page);
    const language = await page.locator('html').getAttribute('lang');
    const axe = new AxeBuilder({ page });
    const { violations } = await (language === 'en' ? axe.withTags(TAGS) : axe.withRules(TEXT_RULES)).analyze();
    await this.checkReflow(page, `${label} [${language}]`);
    for (const violation of violations) {
      const blocking = violation.impact === 'serious' || violation.impact === 'critical';
      if (!blocking && violation.id in ACCEPTED_MODERATE) continue;
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      this.failures.push(`${label} [${language}] ${violation.id} (${violation.impact}): ${violation.help} — ${where}`);
    }
  }

  /** The same state 320 px wide: the page must not be wider than the window (then the size is restored). */
  private async checkReflow(page: Page, label: string): Promise<void> {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: REFLOW_WIDTH, height: viewport?.height ?? 800 });
    const wider = await page.evaluate(async () => {
      // Two frames: whatever the page's scripts change for the narrow window has been laid out.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return null;
      const past = [...document.querySelectorAll('body *')].filter(
        (el) => el.children.length === 0 && el.getBoundingClientRect().right > width + 1,
      );
      return {
        scrollWidth: document.documentElement.scrollWidth,
        where: past.slice(0, 3).map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
      };
    });
    if (wider) this.failures.push(`${label} reflow: ${wider.scrollWidth} px wide at ${REFLOW_WIDTH} px — ${wider.where.join(' | ')}`);
    if (viewport) await page.setViewportSize(viewport);
  }

  expectClean(): void {
    expect(this.failures, 'axe violations (serious, critical, and moderate ones not accepted) and pages wider than 320 px').toEqual([]);
  }
}
