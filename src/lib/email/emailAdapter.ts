import type { EmailAdapter, SendEmailOptions } from 'payload'
import type { SendMailOptions } from 'nodemailer'

type Sender = { address: string; name: string }
/** What the adapter needs of a nodemailer transport, whatever it reports once sent. */
type Transport = { sendMail(mail: SendMailOptions): Promise<unknown> }

/**
 * Payload's e-mail adapter on the project's own nodemailer. `@payloadcms/email-nodemailer`
 * 3.90 pins nodemailer 9, which has published advisories (docs/security.md); Payload documents
 * an adapter as this small object, so the site keeps one on nodemailer 10 instead of overriding
 * the package's dependency.
 */
export function emailAdapter({ transport, from }: { transport: Transport; from: Sender }): EmailAdapter {
  return () => ({
    name: 'nodemailer',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: (message: SendEmailOptions) =>
      transport.sendMail({ ...message, from: sender(message.from) ?? `${from.name} <${from.address}>` }),
  })
}

/** Payload's `from` is a string, an address object or absent; nodemailer takes the first form. */
function sender(value: SendEmailOptions['from']): string | undefined {
  if (!value) return undefined
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return undefined
  return value.name ? `${value.name} <${value.address}>` : value.address
}
