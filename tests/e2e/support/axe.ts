import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** WCAG 2.2's own A and AA rules besides (target size, 2.5.8). */
const WCAG22 = [...WCAG21, 'wcag22a', 'wcag22aa'];

/** axe (WCAG 2.x A and AA rules, and best practices; 2.2's with `wcag22`) on what is on screen now. */
export async function violations(page: Page, { wcag22 = false }: { wcag22?: boolean } = {}) {
  const results = await new AxeBuilder({ page }).withTags(wcag22 ? WCAG22 : WCAG21).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}
