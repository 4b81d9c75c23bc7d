/** What a page sends: its HTML, the RSC payload inside it, and the JavaScript it loads first. */
import { gzipSync } from 'node:zlib'

import { getText } from './http'

export type PageWeight = {
  /** The document as served, uncompressed. */
  html: string
  htmlBytes: number
  /** Of those, the inline RSC payload: the `self.__next_f.push(…)` scripts, tags included. */
  rscBytes: number
  /** Scripts the HTML loads (`<script src>`, except `nomodule` ones modern browsers skip). */
  scripts: string[]
  /** Their total size, each gzipped at level 9. */
  jsGzipBytes: number
}

const gzipBytes = (data: Uint8Array | string) => gzipSync(data, { level: 9 }).length

export async function weighPage(url: string): Promise<PageWeight> {
  // The first request may fill a cache; the second is what visitors get.
  await getText(url)
  const html = await getText(url)
  const rscBytes = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[0]),
    0,
  )
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
        .filter((match) => !/\bnomodule\b/i.test(match[0]))
        .map((match) => new URL(match[1].replaceAll('&amp;', '&'), url).href),
    ),
  ]
  let jsGzipBytes = 0
  for (const script of scripts) {
    const response = await fetch(script, { signal: AbortSignal.timeout(30_000) })
    if (!response.ok) throw new Error(`${script} (loaded by ${url}) answered ${response.status}`)
    jsGzipBytes += gzipBytes(new Uint8Array(await response.arrayBuffer()))
  }
  return { html, htmlBytes: Buffer.byteLength(html), rscBytes, scripts, jsGzipBytes }
}
