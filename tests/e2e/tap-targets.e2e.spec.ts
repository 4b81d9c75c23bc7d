import { expect, test } from '@playwright/test'

import { firstDoc } from './helpers/api'

/**
 * On a phone every link, button and field is at least 24 by 24 px (WCAG 2.2, 2.5.8), so a
 * finger hits what it aims at. Links inside a sentence are exempt, as the rule says.
 */
const phone = { width: 390, height: 844 }

test.use({ viewport: phone })

for (const prefix of ['', '/ar']) {
  test(`every tap target on the phone is at least 24 px (${prefix || '/'})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const paths = ['', '/products', '/recipes', '/news', '/contactUs']
    paths.push(`/products/${(await firstDoc(request, 'products')).slug}`, `/recipes/${(await firstDoc(request, 'recipes')).slug}`)
    for (const path of paths) {
      const url = `${prefix}${path}` || '/'
      await page.goto(url)
      // The menu's links are targets only while it is open.
      const tooSmall = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input:not([type="hidden"]), select, textarea')]
          .filter((element) => element.checkVisibility({ visibilityProperty: true }))
          .filter((element) => !(element.tagName === 'A' && element.parentElement?.closest('p')))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          // Visually hidden until focused (the skip link).
          .filter(({ box }) => box.width > 1 && box.height > 1)
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(
            ({ element, box }) =>
              `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
      )
      expect(tooSmall, url).toEqual([])
    }
  })
}
