import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe (WCAG 2.x A and AA rules, and best practices) on what is on screen now. */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}
