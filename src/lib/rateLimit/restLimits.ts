import { accountFrom, clientAddressOf } from './clientAddress'
import { attempt, blocked, forget, recordFailure, type Verdict } from './limiter'
import { RULES } from './rules'
import { PRIVATE } from '../cachePolicy'

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/** A 429 in Payload's error shape, saying when to try again. */
export function tooManyResponse(retryAfterSeconds: number, message: string): Response {
  return Response.json(
    { errors: [{ message }] },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': PRIVATE } },
  )
}

const tooMany = (verdict: Verdict & { allowed: false }) =>
  tooManyResponse(
    verdict.retryAfterSeconds,
    `Too many attempts from your address. Try again in ${minutes(verdict.retryAfterSeconds)} minutes.`,
  )

async function emailOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown }
    return typeof body.email === 'string' ? body.email : null
  } catch {
    return null
  }
}

/**
 * The REST API's sign-in and password endpoints under the same limits as the site's own
 * forms (src/auth/): per address, and wrong passwords per account and address.
 */
export function withRateLimits<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const { pathname } = new URL(request.url)
    const address = clientAddressOf(request.headers)
    if (pathname === '/api/users/forgot-password' || pathname === '/api/users/reset-password') {
      const verdict = await attempt(pathname.endsWith('forgot-password') ? RULES.forgotPassword : RULES.resetPassword, address)
      if (!verdict.allowed) return tooMany(verdict)
      if (pathname.endsWith('forgot-password')) {
        const email = await emailOf(request)
        // A second e-mail to one account within 15 s is not sent; the answer is Payload's usual one.
        if (email && !(await attempt(RULES.resetEmailPerAccount, email.trim().toLowerCase())).allowed) {
          return Response.json({ message: 'Success' }, { headers: { 'Cache-Control': PRIVATE } })
        }
      }
      return handler(request, ...rest)
    }
    if (pathname !== '/api/users/login') return handler(request, ...rest)
    const verdict = await attempt(RULES.signIn, address)
    if (!verdict.allowed) return tooMany(verdict)
    const email = await emailOf(request)
    if (!email) return handler(request, ...rest)
    const account = accountFrom(email, address)
    const locked = await blocked(RULES.wrongPassword, account)
    if (!locked.allowed) return tooMany(locked)
    const response = await handler(request, ...rest)
    if (response.status === 401) await recordFailure(RULES.wrongPassword, account)
    else if (response.ok) await forget(RULES.wrongPassword, account)
    return response
  }
}
