/**
 * The client's address as scripts/lib/clientAddress.mjs stamped it on the request. A server
 * started without that preload (`next start` alone) falls back on X-Forwarded-For, which
 * Next fills with the connection's address unless the client sent one.
 */
export function clientAddressOf(headers: Headers): string {
  return headers.get('x-client-address') ?? headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown'
}

/** The counter of one account from one address: an e-mail address is case-blind. */
export const accountFrom = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`
