/**
 * One polite live region for the whole visit, outside React's tree: a region rendered by a
 * page is replaced with the page on a navigation, and a screen reader does not read a region
 * that arrives with its words already in it.
 */
let region: HTMLElement | null = null

export function announce(message: string): void {
  if (!region?.isConnected) {
    region = document.createElement('p')
    region.setAttribute('role', 'status')
    region.className = 'visually-hidden'
    region.dataset.announcer = ''
    document.body.append(region)
  }
  const target = region
  // Emptied first, so that the same words after another change are said again.
  target.textContent = ''
  requestAnimationFrame(() => {
    target.textContent = message
  })
}
