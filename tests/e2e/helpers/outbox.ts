import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { onEditsServer } from './admin'

export type SentEmail = { to: string; subject: string; html: string }

const outboxDir = () => path.join((onEditsServer() ? process.env.E2E_EDITS_DATA_DIR : process.env.E2E_DATA_DIR)!, 'outbox')

/** Decodes `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function parse(raw: string): SentEmail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = head.replace(/\r?\n\s+/g, ' ')
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '')
  const body = rest.join('\n\n')
  const html = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? decodeQuotedPrintable(body)
    : /base64/i.test(header('Content-Transfer-Encoding'))
      ? Buffer.from(body, 'base64').toString('utf8')
      : body
  return { to: header('To'), subject: header('Subject'), html }
}

/** Every e-mail written to the outbox so far that went to `to`. */
export function emailsTo(to: string): SentEmail[] {
  if (!fs.existsSync(outboxDir())) return []
  return fs
    .readdirSync(outboxDir())
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parse(fs.readFileSync(path.join(outboxDir(), file), 'utf8')))
    .filter((email) => email.to.toLowerCase().includes(to.toLowerCase()))
}

/** Waits for the newest e-mail to `to` (it is sent just after the page answers). */
export async function waitForEmailTo(to: string, count = 1): Promise<SentEmail> {
  await expect.poll(() => emailsTo(to).length, { message: `an e-mail to ${to}` }).toBeGreaterThanOrEqual(count)
  return emailsTo(to).at(-1)!
}

/** An .eml file as text: its headers unfolded, then each part's body decoded (plain text and HTML). */
function readEmail(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ')
  const parts = [...raw.matchAll(/\nContent-Transfer-Encoding: ([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([\s\S]*?)(?=\r?\n--)/gi)]
  const bodies = parts.map(([, encoding, body]) =>
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding.toLowerCase() === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1').toString('utf8'),
  )
  return [head, ...bodies].join('\n')
}

/** Every e-mail in the outbox that mentions `marker`, as text: headers, then each part decoded. */
export function emailsMentioning(marker: string): string[] {
  if (!fs.existsSync(outboxDir())) return []
  return fs
    .readdirSync(outboxDir())
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readEmail(fs.readFileSync(path.join(outboxDir(), file), 'latin1')))
    .filter((text) => text.includes(marker))
}
