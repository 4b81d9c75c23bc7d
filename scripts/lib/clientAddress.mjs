/**
 * Preloaded into `next start` by scripts/start.ts (`node --import`): stamps each request
 * with the address of the client who sent it (`x-client-address`), for the rate limits.
 * Next itself keeps whatever X-Forwarded-For a client sends, so that header alone would
 * let anyone claim any address.
 *
 * Behind proxies, set TRUSTED_PROXY_HOPS to their number (1 for the nginx of deploy/):
 * the client is then the address that many entries from the end of X-Forwarded-For, as
 * the nearest proxy wrote it. Without it, the connection's own address is the client's.
 */
import http from 'node:http'

export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} hops
 * @returns {string}
 */
export function clientAddress(forwardedFor, socketAddress, hops) {
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

const hops = Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '0', 10) || 0
const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'request') {
    const [request] = args
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request.headers['x-forwarded-for'], request.socket?.remoteAddress, hops)
  }
  return emit.call(this, event, ...args)
}
