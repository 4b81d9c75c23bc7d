import { describe, expect, it } from 'vitest'

import { memoryStore } from '@/lib/rateLimit/memoryStore'
import { searchLocale } from '@/lib/routing'
import { clientAddress } from '@/server/http/clientAddress'

describe('counters in memory', () => {
  it('count within a window and start again after it', async () => {
    let now = 1_000_000
    const store = memoryStore(() => now)
    expect(await store.increment('a', 60)).toEqual({ count: 1, secondsLeft: 60 })
    now += 30_000
    expect(await store.increment('a', 60)).toEqual({ count: 2, secondsLeft: 30 })
    expect(await store.read('a')).toEqual({ count: 2, secondsLeft: 30 })
    expect(await store.read('b')).toEqual({ count: 0, secondsLeft: 0 })
    now += 30_000
    expect(await store.increment('a', 60)).toEqual({ count: 1, secondsLeft: 60 })
    await store.remove('a')
    expect((await store.read('a')).count).toBe(0)
  })
})

describe("a request's client address", () => {
  it('is the connection when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.9', '192.0.2.1', 0)).toBe('192.0.2.1')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('is the entry the nearest trusted proxy wrote, not one the client prepended', () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9')
    expect(clientAddress('6.6.6.6, 203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9')
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', '127.0.0.1', 2)).toBe('203.0.113.9')
    expect(clientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1')
  })
})

describe('a product search', () => {
  it('is a product list address with a search or filter, in its language', () => {
    expect(searchLocale('/products', new URLSearchParams('q=chips'))).toBe('en')
    expect(searchLocale('/ar/products', new URLSearchParams('category=snacks'))).toBe('ar')
    expect(searchLocale('/ckb/products', new URLSearchParams('subCategory=x&page=2'))).toBe('ckb')
    expect(searchLocale('/products', new URLSearchParams('q=%20'))).toBeNull()
    expect(searchLocale('/products', new URLSearchParams('page=2'))).toBeNull()
    expect(searchLocale('/news', new URLSearchParams('q=chips'))).toBeNull()
  })
})
