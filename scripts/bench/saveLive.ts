/**
 * Save to live: an editor signs in through REST, changes a product's title, and the
 * public page is polled, straight from the app and through nginx at once, until the
 * new title shows. The title is put back afterwards. This is done several times: nginx
 * counts a cached copy's age in whole seconds, so how long an old copy outlives a save
 * depends on where in nginx's second the copy was stored. Each sample stores a fresh copy
 * through nginx and saves a different fraction of a second later; the target is for the
 * slowest.
 */
import { benchAdmin } from './app'
import { sleep } from './http'

export type SaveLiveSamples = { directMs: number[]; edgeMs: number[] }
export type SaveLiveResult = { directMs: number; edgeMs: number; samples: SaveLiveSamples }

const POLL_MS = 50
const TIMEOUT_MS = 30_000

type Product = { id: number; title: string; slug: string }

async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  })
  const body = (await response.json()) as { token?: string }
  if (!response.ok || !body.token) throw new Error(`Signing in as ${benchAdmin.email} failed (${response.status})`)
  return body.token
}

async function setTitle(appUrl: string, token: string, id: number, title: string): Promise<void> {
  const response = await fetch(`${appUrl}/api/products/${id}?locale=en&depth=0`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ title }),
  })
  if (!response.ok) throw new Error(`Saving product ${id} failed (${response.status}): ${(await response.text()).slice(0, 300)}`)
}

/** The title as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')

/** Milliseconds from `since` until the page shows `text`. */
async function untilShown(url: string, text: string, since: number): Promise<number> {
  const wanted = escapeHtml(text)
  while (performance.now() - since < TIMEOUT_MS) {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    const html = await response.text()
    if (response.ok && html.includes(wanted)) return performance.now() - since
    await sleep(POLL_MS)
  }
  throw new Error(`${url} did not show "${text}" within ${TIMEOUT_MS / 1000} s of the save`)
}

export async function measureSaveToLive(appUrl: string, edgeUrl: string, productSlug: string, samples: number): Promise<SaveLiveResult> {
  const token = await signIn(appUrl)
  const found = await fetch(`${appUrl}/api/products?where[slug][equals]=${productSlug}&locale=en&depth=0&limit=1`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const product = ((await found.json()) as { docs: Product[] }).docs[0]
  if (!product) throw new Error(`No product ${productSlug} to edit`)
  const path = `/products/${product.slug}`
  const measured: SaveLiveSamples = { directMs: [], edgeMs: [] }
  try {
    for (let sample = 0; sample < samples; sample++) {
      // Both pages are in the caches before the save, as they would be on a visited site;
      // nginx's copy is stored just before it, and the save comes a different part of a
      // second later each time (0, 1/n, 2/n… of a second).
      const current = sample === 0 ? product.title : `${product.title} (benchmark ${sample})`
      await untilShown(appUrl + path, current, performance.now())
      await untilShown(edgeUrl + path, current, performance.now())
      await sleep((1000 * sample) / samples)
      const changed = `${product.title} (benchmark ${sample + 1})`
      const saved = performance.now()
      await setTitle(appUrl, token, product.id, changed)
      const [directMs, edgeMs] = await Promise.all([untilShown(appUrl + path, changed, saved), untilShown(edgeUrl + path, changed, saved)])
      measured.directMs.push(directMs)
      measured.edgeMs.push(edgeMs)
    }
  } finally {
    await setTitle(appUrl, token, product.id, product.title)
    await untilShown(appUrl + path, product.title, performance.now())
  }
  return { directMs: Math.max(...measured.directMs), edgeMs: Math.max(...measured.edgeMs), samples: measured }
}
