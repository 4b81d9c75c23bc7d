import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * What axe finds serious or critical on the page as it stands, one line per rule with the
 * elements it flagged. The fonts are awaited first: a face the page is the first to use can
 * arrive while axe runs, and the text it moves was then measured against the wrong background
 * (the footer's white on the page's cream). Parts laid out only near the view
 * (`content-visibility: auto`: sections, cards, the footer) are laid out first, as printing does:
 * axe reads a colour's background from what is painted at the element, and a part it scrolled
 * to may not be painted yet (the footer's links read on the page's cream, once in a CI run).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready)
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
