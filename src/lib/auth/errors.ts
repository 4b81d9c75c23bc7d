import { APIError } from 'payload'

const REASON = 'accountDisabled'

/** Thrown when a turned-off administrator account tries to sign in. */
export class AccountDisabledError extends APIError<{ reason: typeof REASON }> {
  constructor() {
    super('This account has been turned off. Another administrator can turn it on again.', 403, { reason: REASON }, true)
  }
}

// Our own classes are bundled into each server route separately (Payload's are loaded once,
// from node_modules: see `serverExternalPackages`), so this one is recognised by its shape.
export function isAccountDisabledError(error: unknown): boolean {
  return (error as { data?: { reason?: unknown } | null } | null)?.data?.reason === REASON
}

/** The HTTP status a Payload error carries, if any. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}
