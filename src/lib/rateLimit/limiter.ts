import { memoryStore } from './memoryStore'
import { redisStore } from './redisStore'
import type { Rule } from './rules'
import type { CounterStore } from './store'

/**
 * One store per process, on `globalThis`: every server bundle (pages, route handlers,
 * the proxy) has its own copy of this module, and they must count together.
 */
const key = Symbol.for('hawler.rateLimitStore')
const globals = globalThis as typeof globalThis & { [key]?: CounterStore }

function store(): CounterStore {
  return (globals[key] ??= process.env.REDIS_URL ? redisStore(process.env.REDIS_URL, 'hawler:rate:') : memoryStore())
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const counter = (rule: Rule, subject: string) => `${rule.name}:${subject}`

/** Counts one attempt of `subject` (an address, or an account and address) under the rule. */
export async function attempt(rule: Rule, subject: string): Promise<Verdict> {
  const { count, secondsLeft } = await store().increment(counter(rule, subject), rule.windowSeconds)
  return count <= rule.limit ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsLeft }
}

/** Whether `subject` has used up the rule's attempts, without counting one. */
export async function blocked(rule: Rule, subject: string): Promise<Verdict> {
  const { count, secondsLeft } = await store().read(counter(rule, subject))
  return count < rule.limit ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsLeft }
}

/** Counts a failure of `subject` (a wrong password) without deciding anything. */
export async function recordFailure(rule: Rule, subject: string): Promise<void> {
  await store().increment(counter(rule, subject), rule.windowSeconds)
}

/** Forgets the failures of `subject`, after it succeeds. */
export async function forget(rule: Rule, subject: string): Promise<void> {
  await store().remove(counter(rule, subject))
}
