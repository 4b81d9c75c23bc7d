import fs from 'node:fs/promises'
import path from 'node:path'

import type { Transport, TransportOptions } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

type SentInfo = { envelope: object; messageId: string; path: string }

/**
 * Without SMTP, each message is written as an .eml file to the outbox folder, so
 * password reset works offline and tests can read what was sent.
 */
export function outboxTransport(dir: string): Transport<SentInfo> & TransportOptions {
  return {
    name: 'outbox',
    version: '1',
    send(mail: MailMessage<SentInfo>, callback: (err: Error | null, info: SentInfo) => void) {
      const messageId = mail.message.messageId()
      const file = path.join(dir, `${Date.now()}-${messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`)
      mail.message
        .build()
        .then(async (raw: Buffer) => {
          await fs.mkdir(dir, { recursive: true })
          await fs.writeFile(file, raw)
          callback(null, { envelope: mail.message.getEnvelope(), messageId, path: file })
        })
        .catch((err: Error) => callback(err, undefined as unknown as SentInfo))
    },
  }
}
