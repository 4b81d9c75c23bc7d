/** A page link, or the place of the pages left out between two links. */
export type PageSlot = number | 'gap'

/**
 * The page links a list shows: the first, the last, and those around the current one, with
 * a gap where pages are left out (1 … 4 5 6 … 834). Linking every page made a list of
 * 10,000 products weigh 700 KB; a gap of one page shows that page instead.
 */
export function pageWindow(page: number, totalPages: number, around = 1): PageSlot[] {
  const shown = new Set([1, totalPages])
  for (let target = page - around; target <= page + around; target++) if (target >= 1 && target <= totalPages) shown.add(target)
  const pages = [...shown].sort((a, b) => a - b)
  const slots: PageSlot[] = []
  pages.forEach((target, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && target - previous === 2) slots.push(previous + 1)
    else if (previous !== undefined && target - previous > 2) slots.push('gap')
    slots.push(target)
  })
  return slots
}
