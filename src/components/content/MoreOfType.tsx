import { CardSection } from '@/components/content/CardSection'
import { type CardCollection, ContentCards } from '@/components/content/ContentCards'
import type { ContentList } from '@/data/content'
import type { Locale } from '@/i18n/locales'
import { listPath } from '@/lib/contentTypes'

type Props<S extends CardCollection> = {
  /** The section's id, the anchor of its heading. */
  id: string
  title: string
  /** The label of the link to the whole list. */
  seeAll: string
  locale: Locale
  collection: S
  list: ContentList<S>
}

/** Below a detail page: a few other documents of its type ("Other news"), or nothing when there are none. */
export function MoreOfType<S extends CardCollection>({ id, title, seeAll, locale, collection, list }: Props<S>) {
  return (
    list.docs.length > 0 && (
      <CardSection id={id} title={title} seeAll={{ href: listPath(collection), label: seeAll }} tone="warm">
        <ContentCards locale={locale} collection={collection} list={list} headingLevel={3} />
      </CardSection>
    )
  )
}
