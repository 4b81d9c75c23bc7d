import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * What axe finds serious or critical on the page as it stands, one line per rule with the
 * elements it flagged. The fonts are awaited first: a face the page is the first to use can
 * arrive while axe runs, and the text it moves was then measured against the wrong background
 * (the footer's white on the page's cream).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
