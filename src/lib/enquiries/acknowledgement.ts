import { createTranslator } from 'next-intl'

import { formats } from '@/i18n/formats'

import type { Locale } from '@/i18n/locales'
import { messagesOutsideRender } from '@/i18n/messages/outsideRender'
import { emailParagraph, visitorEmailHtml } from '@/lib/email/visitorEmail'

/** As the site settings' `enquiryAnswerDays` says when it is not set. */
export const DEFAULT_ANSWER_DAYS = 3

type Acknowledged = { name: string; locale: Locale; siteName: string; answerDays: number }

/**
 * The e-mail that tells whoever sent an enquiry that it arrived, in their language, and
 * within how many working days to expect the answer. It repeats nothing of the message: a
 * form that writes to any address must not carry a stranger's words to it.
 */
export function acknowledgementEmail({ name, locale, siteName, answerDays }: Acknowledged): {
  subject: string
  text: string
  html: string
} {
  const t = createTranslator({ locale, messages: { enquiry: messagesOutsideRender[locale].enquiry }, namespace: 'enquiry', formats })
  const paragraphs = [t('ackGreeting', { name }), t('ackBody', { days: answerDays }), t('ackNoReply')]
  return {
    subject: t('ackSubject', { siteName }),
    text: [...paragraphs, '', siteName, ''].join('\n\n'),
    html: visitorEmailHtml({ locale, siteName, body: paragraphs.map((paragraph) => emailParagraph(paragraph)).join('\n') }),
  }
}
