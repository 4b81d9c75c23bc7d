import type { CounterStore } from './store'

type Entry = { count: number; expiresAt: number }

/** Counters in this process's memory: for one instance, or while Redis is away. */
export function memoryStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, Entry>()
  let lastSweep = now()
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  // Expired counters of addresses that never came back would otherwise stay for good.
  const sweep = () => {
    if (now() - lastSweep < 60_000) return
    lastSweep = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= lastSweep) entries.delete(key)
  }
  const secondsLeft = (entry: Entry) => Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000))
  return {
    async increment(key, windowSeconds) {
      sweep()
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 }
      entry.count += 1
      entries.set(key, entry)
      return { count: entry.count, secondsLeft: secondsLeft(entry) }
    },
    async read(key) {
      const entry = live(key)
      return entry ? { count: entry.count, secondsLeft: secondsLeft(entry) } : { count: 0, secondsLeft: 0 }
    },
    async remove(key) {
      entries.delete(key)
    },
  }
}
