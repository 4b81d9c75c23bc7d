import { redirectLegacyItem } from '@/data/legacyRedirect'
import { requireLocale } from '@/i18n/requireLocale'

type Context = { params: Promise<{ locale: string }> }

export async function GET(request: Request, { params }: Context) {
  return redirectLegacyItem(request, requireLocale((await params).locale), 'news')
}
