import { redirectLegacyItem } from '@/data/legacyRedirect'
import type { Locale } from '@/i18n/locales'

type Context = { params: Promise<{ locale: string }> }

export async function GET(request: Request, { params }: Context) {
  return redirectLegacyItem(request, (await params).locale as Locale, 'health-care', '/healthCare')
}
