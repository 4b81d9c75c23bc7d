import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { freshPayload } from './helpers/payload'

let payload: Payload
let mediaDir: string

beforeAll(async () => {
  payload = await freshPayload()
  mediaDir = (await import('@/lib/paths')).mediaDir
})

it('is ok when the database answers, every migration is applied and uploads can be stored', async () => {
  const { health } = await import('@/server/health')
  expect(await health(payload)).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } })
  // The write probe leaves nothing behind.
  expect(fs.readdirSync(mediaDir).filter((name) => name.startsWith('.health-'))).toEqual([])
})

it('is unavailable, naming the failing check, when a migration is missing or uploads cannot be stored', async () => {
  const { health } = await import('@/server/health')
  const [last] = (await payload.find({ collection: 'payload-migrations', sort: '-createdAt', limit: 1, overrideAccess: true })).docs
  await payload.delete({ collection: 'payload-migrations', id: last.id, overrideAccess: true })
  // The media folder replaced by a file: nothing can be written there.
  fs.rmSync(mediaDir, { recursive: true, force: true })
  fs.writeFileSync(mediaDir, 'not a folder')
  try {
    expect(await health(payload)).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'failing', storage: 'failing' } })
  } finally {
    fs.rmSync(mediaDir)
    fs.mkdirSync(path.resolve(mediaDir), { recursive: true })
  }
})
