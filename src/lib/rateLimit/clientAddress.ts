/**
 * The request header that carries the client's address. The site's server sets it on every
 * request and replaces whatever a client sent (src/server/http/clientAddress.ts); the app
 * refuses to run under any other server (src/instrumentation.ts), so a client can never
 * choose the address its sign-ins, resets and searches are counted under.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** The client's address as the site's server stamped it on the request. */
export function clientAddressOf(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}

/** The counter of one account from one address: an e-mail address is case-blind. */
export const accountFrom = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`
