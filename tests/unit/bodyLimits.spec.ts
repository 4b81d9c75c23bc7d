import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { bodyKind, MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES, maxBodyBytes } from '@/lib/requestLimits'
import { limitBodySize } from '@/server/http/bodyLimits'
import { inOrder } from '@/server/http/step'

/** Counts a body's bytes with `data` events, as Next's server actions read it (a pipe). */
const countByEvents = (request: http.IncomingMessage) =>
  new Promise<number>((resolve, reject) => {
    let bytes = 0
    request.on('data', (chunk: Buffer) => (bytes += chunk.length))
    request.on('end', () => resolve(bytes))
    request.on('error', reject)
  })

/** Counts a body's bytes with an async iteration, as Next's route handlers read it. */
async function countByIteration(request: http.IncomingMessage): Promise<number> {
  let bytes = 0
  for await (const chunk of request) bytes += (chunk as Buffer).length
  return bytes
}

/** Reads the body as Next does, some time after the request came, and says how long it was. */
const app: http.RequestListener = (request, response) => {
  setTimeout(async () => {
    let bytes = 0
    try {
      bytes = await (request.url?.includes('events') ? countByEvents(request) : countByIteration(request))
    } catch {
      return
    }
    if (response.writableEnded) return
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify({ bytes }))
  }, 30)
}

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function listen(): Promise<number> {
  server = http.createServer(inOrder([limitBodySize()], app))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server!.address() as AddressInfo).port
}

type Answer = { status: number; type: string; body: string }

/** Sends `chunks` one by one (chunked unless `length` is given) and reads whatever answer comes. */
function send(port: number, path: string, headers: http.OutgoingHttpHeaders, chunks: Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A connection each, as a client that stops sending a refused body cannot use it again.
    const request = http.request({ port, host: '127.0.0.1', path, method: 'POST', headers, agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text) => (body += text))
      response.on('end', () => resolve({ status: response.statusCode!, type: String(response.headers['content-type']), body }))
    })
    // The server may close before all is sent: that is the point.
    request.on('error', (error) => (String(error).includes('EPIPE') || String(error).includes('ECONNRESET') ? undefined : reject(error)))
    const write = (index: number) => {
      if (index === chunks.length) return void request.end()
      if (request.destroyed) return
      request.write(chunks[index], () => setImmediate(() => write(index + 1)))
    }
    write(0)
  })
}

const json = { 'Content-Type': 'application/json' }
const MB = 1024 * 1024

describe('the request body limits', () => {
  it('are declared once, by kind: uploads take the largest file and its fields, the rest far less', () => {
    expect(bodyKind('multipart/form-data; boundary=x')).toBe('upload')
    expect(bodyKind('application/json')).toBe('data')
    expect(bodyKind('text/plain')).toBe('data')
    expect(bodyKind(undefined)).toBe('data')
    expect(maxBodyBytes('upload')).toBeGreaterThan(MAX_UPLOAD_BYTES)
    expect(maxBodyBytes('upload')).toBe(MAX_UPLOAD_BODY_BYTES)
    expect(maxBodyBytes('data')).toBe(MAX_JSON_BODY_BYTES)
    expect(MAX_JSON_BODY_BYTES).toBeLessThanOrEqual(2 * MB)
  })

  it('passes a body within its limit to the app whole, declared or chunked', async () => {
    const port = await listen()
    const body = Buffer.alloc(300 * 1024, 'a')
    expect(JSON.parse((await send(port, '/api/news', { ...json, 'Content-Length': body.length }, [body])).body)).toEqual({
      bytes: body.length,
    })
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(64 * 1024, 'b'))
    expect(JSON.parse((await send(port, '/api/news', json, chunks)).body)).toEqual({ bytes: 640 * 1024 })
    expect(JSON.parse((await send(port, '/en/contact?events', json, chunks)).body)).toEqual({ bytes: 640 * 1024 })
  })

  it('refuses a declared length over the limit with 413 before reading it, in the API’s shape under /api', async () => {
    const port = await listen()
    const declared = { ...json, 'Content-Length': 50 * MB }
    // Only the first megabyte is sent: an answer before the rest shows nothing was waited for.
    const answer = await send(port, '/api/news', declared, [Buffer.alloc(MB, 'x')])
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'A request that is not a file upload can be at most 2 MB.' }] })
    const page = await send(port, '/en/contact', { 'Content-Type': 'text/plain', 'Content-Length': 3 * MB }, [Buffer.alloc(1024)])
    expect([page.status, page.type, page.body]).toEqual([
      413,
      'text/plain; charset=utf-8',
      'A request that is not a file upload can be at most 2 MB.\n',
    ])
  })

  it('lets an upload be as large as the largest file, and no larger', async () => {
    const port = await listen()
    const upload = { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': MAX_UPLOAD_BODY_BYTES + 1 }
    const answer = await send(port, '/api/media', upload, [Buffer.alloc(1024)])
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).errors[0].message).toBe('An upload can be at most 102 MB.')
    const within = { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 5 * MB }
    expect(JSON.parse((await send(port, '/api/media', within, [Buffer.alloc(5 * MB)])).body)).toEqual({ bytes: 5 * MB })
  })

  it('counts a chunked body as it is read and answers 413 once it is over, without reading the rest', async () => {
    const port = await listen()
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(256 * 1024, 'c'))
    const answer = await send(port, '/api/news', json, chunks)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/at most 2 MB/)
    expect((await send(port, '/en/contact?events', json, chunks)).status).toBe(413)
  })
})
