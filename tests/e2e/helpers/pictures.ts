import type { Locator } from '@playwright/test'
import { expect } from '@playwright/test'

/** Lighthouse's phone, as the bench measures pages: 412 px wide at 1.75 device pixels per CSS pixel. */
export const lighthousePhone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 }

/**
 * How the browser is told to fetch a picture: `priority` (the page's main picture: fetched
 * first and preloaded from the head), `eager` (at once) or `lazy` (as it nears the screen).
 */
export async function loadingOf(picture: Locator): Promise<'priority' | 'eager' | 'lazy'> {
  const [loading, fetchPriority] = await Promise.all([picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])
  if (fetchPriority === 'high') return 'priority'
  return loading === 'lazy' ? 'lazy' : 'eager'
}

/**
 * The picture is offered in the sizes made on upload, WebP, at each of `widths` in its
 * `srcset` (nothing is resized on request); the browser shows one of them; and its `sizes`
 * says the width the layout draws it at (covering its box, it may be wider than the box).
 */
export async function expectSizesMadeOnUpload(picture: Locator, widths: number[]): Promise<void> {
  const srcset = (await picture.getAttribute('srcset')) ?? ''
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' '))
  expect(candidates.map(([, width]) => width)).toEqual(widths.map((width) => `${width}w`))
  for (const [url, width] of candidates)
    expect(url).toMatch(new RegExp(`^/api/media/file/[\\w-]+-${width.slice(0, -1)}x\\d+\\.webp\\?v=\\w+$`))
  await expect(picture).toHaveJSProperty('complete', true)
  const shown = await picture.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect()
    return {
      url: new URL(image.currentSrc).pathname + new URL(image.currentSrc).search,
      // With a srcset, the natural width is the width `sizes` chose for it.
      sizesWidth: image.naturalWidth,
      drawnWidth: Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight),
    }
  })
  expect(candidates.map(([url]) => url)).toContain(shown.url)
  expect(
    Math.abs(shown.sizesWidth - shown.drawnWidth),
    `sizes gives ${shown.sizesWidth} px, drawn ${shown.drawnWidth} px`,
  ).toBeLessThanOrEqual(shown.drawnWidth * 0.02)
}
