import type { Locale } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'

/** The props Next gives the page of one document, `/[locale]/…/[slug]`. */
export type DetailRouteProps = { params: Promise<{ locale: string; slug: string }> }

/** Which document a page shows, and in which language. */
export type DetailAddress = { locale: Locale; slug: string }

export async function detailAddress(params: DetailRouteProps['params']): Promise<DetailAddress> {
  const { locale, slug } = await params
  return { locale: requireLocale(locale), slug }
}
