import { CLIENT_ADDRESS_HEADER } from '../../lib/rateLimit/clientAddress.ts'

import type { Step } from './step.ts'

/**
 * Stamps each request with the address of the client who sent it, for the rate limits
 * (src/lib/rateLimit/clientAddress.ts reads it). Whatever a client sent in that header is
 * replaced. Next keeps whatever X-Forwarded-For a client sends, so that header alone would
 * let anyone claim any address; it counts only for the `trustedHops` proxies in front
 * (TRUSTED_PROXY_HOPS: 1 behind the nginx of deploy/).
 */
export function stampClientAddress(trustedHops: number): Step {
  return (next) => (request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, trustedHops)
    next(request, response)
  }
}

/**
 * The client: the address `hops` entries from the end of X-Forwarded-For, as the nearest of
 * the trusted proxies wrote it, or the connection's own address when no proxy is trusted.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number): string {
  const peer = socketAddress ?? 'unknown'
  if (hops <= 0 || !forwardedFor) return peer
  const entries = [forwardedFor]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries[entries.length - hops] ?? entries[0] ?? peer
}
