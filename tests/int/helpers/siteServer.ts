import type { AddressInfo } from 'node:net'

import { createSiteServer } from '@/server/http/siteServer'

import { restListener } from './rest'

export type SiteAnswer = { status: number; headers: Headers; text: string; json: <T>() => T }

export type SiteRequest = {
  headers?: Record<string, string>
  /** Sent as `application/json`. */
  json?: unknown
  /** Sent as `multipart/form-data`. */
  form?: FormData
  /** Sent as it is, with its headers' content type. */
  raw?: BodyInit
}

export type Site = {
  /** A request over HTTP, as a visitor or script sends it; redirects are answered, not followed. */
  send: (method: string, path: string, request?: SiteRequest) => Promise<SiteAnswer>
  close: () => Promise<void>
}

/**
 * The site's own server (src/server/http/siteServer.ts) on a loopback port, with the app's
 * REST handler behind it in place of Next (`restListener`): an API request meets every step
 * a visitor's request meets (anonymous writes refused early, body limits, host name), without
 * a build. Pages are Next's and are not served here.
 */
export async function listenSite(): Promise<Site> {
  const server = createSiteServer({ next: restListener, ready: Promise.resolve(), siteUrl: 'http://127.0.0.1:1', trustedProxyHops: 0 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const send = async (method: string, path: string, { headers = {}, json, form, raw }: SiteRequest = {}): Promise<SiteAnswer> => {
    const sent = new Headers(headers)
    let body: BodyInit | undefined = raw ?? form
    if (json !== undefined) {
      body = JSON.stringify(json)
      if (!sent.has('content-type')) sent.set('content-type', 'application/json')
    }
    const response = await fetch(`${origin}${path}`, { method, headers: sent, body, redirect: 'manual' })
    // Read at once: the tests read an answer's text more than once, and as JSON.
    const text = await response.text()
    return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T }
  }
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { send, close }
}
