import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { payloadClient } from '@/data/payload'
import { pathInLanguage } from '@/i18n/languagePath'
import { isLocale, type Locale } from '@/i18n/locales'
import type { ApplicationAnswer } from '@/lib/applications/answer'
import { emailApplication, openJob, storeApplication } from '@/lib/applications/receive'
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  applicationErrorKey,
  applicationErrors,
  type ApplicationFieldErrors,
  applicationFromForm,
  cvFromForm,
  cvProblem,
  MAX_APPLICATION_BODY_BYTES,
  refusalStatus,
} from '@/lib/applications/validation'
import { PRIVATE } from '@/lib/cachePolicy'
import { appliedPath } from '@/lib/applications/paths'
import { itemPath } from '@/lib/contentTypes'
import { isHoneypotFilled } from '@/lib/formText'
import { clientAddressOf } from '@/lib/rateLimit/clientAddress'
import { attempt, blocked } from '@/lib/rateLimit/limiter'
import { RULES } from '@/lib/rateLimit/rules'
import { ownRedirectPathOr } from '@/lib/redirectTarget'
import { siteOrigin } from '@/lib/serverUrl'
import { shortPage } from '@/lib/shortPage'

type Params = { params: Promise<{ locale: string; slug: string }> }

type Refusal = { status: number; errors: Array<{ field?: (typeof APPLICATION_FIELDS)[number]; message: string }>; retryAfter?: number }

/**
 * A job application, posted by the form of an open job's page: by the browser itself
 * without scripts (the answer is a page: the thank-you page, or what is wrong with the way
 * back), or by the form's script (`Accept: application/json`, the answer is JSON). Each
 * refusal has its status: 404 for a job that is not open, 413 for a CV over 5 MB, 415 for
 * one that is not a PDF, 400 for other mistakes, 429 after too many. Nothing is stored
 * unless all is right.
 */
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const { locale: requested, slug } = await params
  if (!isLocale(requested)) return new Response(null, { status: 404 })
  const locale = requested
  const t = await getTranslations({ locale, namespace: 'application' })
  const jobPage = pathInLanguage(itemPath('jobs', slug), locale)
  const refuse = (refusal: Refusal) => answerRefusal(request, locale, t('notSentTitle'), `${jobPage}#apply`, t('backToForm'), refusal)
  const whole = (message: string, status: number): Refusal => ({ status, errors: [{ message }] })

  // Only the site's own pages send this form (a browser says so with Origin).
  const origin = request.headers.get('origin')
  if (origin && origin !== siteOrigin) return refuse(whole(t('otherSite'), 403))
  const length = Number(request.headers.get('content-length'))
  if (!request.headers.get('content-length') || !Number.isFinite(length)) return refuse(whole(t('failed'), 411))
  if (length > MAX_APPLICATION_BODY_BYTES) return refuse({ status: 413, errors: [{ field: 'cv', message: t('cvTooLarge') }] })

  const address = clientAddressOf(request.headers)
  const limit = await blocked(RULES.application, address)
  if (!limit.allowed) return refuse(tooMany(t, limit.retryAfterSeconds))

  const payload = await payloadClient()
  const job = await openJob(payload, slug)
  if (!job) return refuse(whole(t('jobNotOpen'), 404))

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse(whole(t('failed'), 400))
  }
  const values = applicationFromForm(form)
  const sent = { name: values.name, email: values.email }
  // A robot's form gets the answer a person's gets, so it learns nothing; nothing is kept.
  if (isHoneypotFilled(form)) return answerSent(request, locale, slug, sent)
  const file = cvFromForm(form)
  const bytes = file ? Buffer.from(await file.arrayBuffer()) : undefined
  const errors = applicationErrors(values, bytes ? cvProblem(bytes.length, bytes) : 'none')
  if (errors) return refuse({ status: refusalStatus(errors), errors: fieldMessages(t, errors) })

  const verdict = await attempt(RULES.application, address)
  if (!verdict.allowed) return refuse(tooMany(t, verdict.retryAfterSeconds))
  try {
    const application = await storeApplication(payload, { job, values, cv: { data: bytes! }, locale })
    after(async () => {
      try {
        await emailApplication(payload, application, job)
      } catch (error) {
        payload.logger.error({ err: error, msg: `Job application ${application.id} is stored, but its e-mail could not be sent` })
      }
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A job application could not be stored' })
    return refuse(whole(t('failed'), 500))
  }
  return answerSent(request, locale, slug, sent)
}

type Translate = Awaited<ReturnType<typeof getTranslations<'application'>>>

function tooMany(t: Translate, retryAfterSeconds: number): Refusal {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return { status: 429, errors: [{ message: t('tooMany', { minutes }) }], retryAfter: retryAfterSeconds }
}

/** Each mistake in the visitor's language, in the order of the form. */
function fieldMessages(t: Translate, errors: ApplicationFieldErrors): Refusal['errors'] {
  return APPLICATION_FIELDS.flatMap((field) => {
    const problem = errors[field]
    // The key names the field's problem: `cvTooLarge`, `emailInvalid`.
    const max = field in APPLICATION_LIMITS ? APPLICATION_LIMITS[field as keyof typeof APPLICATION_LIMITS] : 0
    return problem ? [{ field, message: t(applicationErrorKey(field, problem as never), { max }) }] : []
  })
}

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

function answerRefusal(request: Request, locale: Locale, title: string, back: string, backText: string, refusal: Refusal): Response {
  const headers: Record<string, string> = refusal.retryAfter ? { 'Retry-After': String(refusal.retryAfter) } : {}
  if (wantsJson(request)) {
    const answer: ApplicationAnswer = { errors: refusal.errors }
    return Response.json(answer, { status: refusal.status, headers: { ...headers, 'Cache-Control': PRIVATE } })
  }
  return shortPage({
    locale,
    status: refusal.status,
    title,
    paragraphs: [],
    points: refusal.errors.map((error) => error.message),
    link: { href: back, text: backText },
    headers,
  })
}

/** Stored: the script is told so; the browser is sent to the thank-you page (303: a GET). */
function answerSent(request: Request, locale: Locale, slug: string, sent: { name: string; email: string }): Response {
  if (wantsJson(request)) {
    const answer: ApplicationAnswer = { sent }
    return Response.json(answer, { status: 201, headers: { 'Cache-Control': PRIVATE } })
  }
  const applied = new URL(ownRedirectPathOr(pathInLanguage(appliedPath(itemPath('jobs', slug)), locale), '/'), siteOrigin)
  return new Response(null, { status: 303, headers: { Location: applied.toString(), 'Cache-Control': PRIVATE } })
}
