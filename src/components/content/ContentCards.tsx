import { CalendarClock, Clock, MapPin, PlayCircle, Users } from '@/components/icons'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { type ContentList, fallbackLang, langAttribute } from '@/data/content'
import type { Locale } from '@/i18n/locales'
import { type CardFacts, itemPath, pagesOf, type PublicContentCollection } from '@/lib/contentTypes'
import { totalMinutes } from '@/lib/duration'
import type { HealthCare, Job, News, Recipe } from '@/payload-types'
import { formatRecipeTime } from '@/components/recipes/recipeTime'

import { Card, CardGrid, type FirstPicture } from './Card'
import { cardExcerpt, cardPicture, type Fields } from './cardContent'
import styles from './ContentCards.module.css'

/** The content types whose cards this draws; products have their own (`ProductCards`). */
export type CardCollection = Exclude<PublicContentCollection, 'products'>

type Props<S extends CardCollection> = {
  locale: Locale
  collection: S
  list: Pick<ContentList<S>, 'docs' | 'fallbackIds'>
  /** 3 when the grid sits under a section heading. */
  headingLevel?: 2 | 3
  /** The list is at the top of the page: how its first picture loads. */
  firstPicture?: FirstPicture
  wide?: boolean
  /** A row of cards without excerpts (the home page's sections). */
  row?: boolean
}

type Facts = { meta?: ReactNode; excerpt?: string }

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <span className={styles.fact}>
    {icon}
    {children}
  </span>
)

/**
 * The line of facts under a card's title, by the kind of facts its content type declares;
 * each kind reads its own screen's catalogue (recipe times, the video label, job types).
 */
const factsOf: Record<CardFacts, (locale: Locale) => Promise<(doc: Fields) => Facts>> = {
  recipeTimes: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'recipes' })
    return (doc) => {
      const recipe = doc as unknown as Recipe
      const total = totalMinutes(recipe.prepTime, recipe.cookTime)
      if (!total && !recipe.servings) return {}
      return {
        meta: (
          <span className={styles.facts}>
            {total ? <Fact icon={<Clock size={16} aria-hidden="true" />}>{formatRecipeTime(t, total)}</Fact> : null}
            {recipe.servings ? (
              <Fact icon={<Users size={16} aria-hidden="true" />}>{t('servingsCount', { count: recipe.servings })}</Fact>
            ) : null}
          </span>
        ),
      }
    }
  },
  date: async (locale) => {
    const format = await getFormatter({ locale })
    return (doc) => {
      const { publishedAt } = doc as unknown as News
      return publishedAt ? { meta: <time dateTime={publishedAt}>{format.dateTime(new Date(publishedAt), 'long')}</time> } : {}
    }
  },
  videoLabel: async (locale) => {
    const label = (await getTranslations({ locale, namespace: 'videos' }))('label')
    return () => ({ meta: <Fact icon={<PlayCircle size={16} aria-hidden="true" />}>{label}</Fact> })
  },
  subtitle: async () => (doc) => ({ meta: (doc as unknown as HealthCare).designSubTitle || undefined }),
  jobFacts: async (locale) => {
    const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'jobs' }), getFormatter({ locale })])
    return (doc) => {
      const job = doc as unknown as Job
      return {
        meta: (
          <span className={styles.facts}>
            {job.location && <Fact icon={<MapPin size={16} aria-hidden="true" />}>{job.location}</Fact>}
            {job.validThrough && (
              <Fact icon={<CalendarClock size={16} aria-hidden="true" />}>
                {t('applyByDate', { date: format.dateTime(new Date(job.validThrough), 'long') })}
              </Fact>
            )}
          </span>
        ),
        excerpt: job.employmentType ? t(`types.${job.employmentType}`) : undefined,
      }
    }
  },
  // Product cards show their category badge (`ProductCards`).
  category: async () => () => ({}),
}

/**
 * The cards of any content list (recipes, news, videos, health care, jobs): the picture,
 * excerpt and facts each content type declares in `contentTypes`.
 */
export async function ContentCards<S extends CardCollection>({
  locale,
  collection,
  list,
  headingLevel = 2,
  firstPicture,
  wide,
  row = false,
}: Props<S>) {
  const { card } = pagesOf(collection)
  const factsFor = await factsOf[card.facts](locale)
  return (
    <CardGrid wide={wide} row={row}>
      {list.docs.map((doc, index) => {
        const fields = doc as unknown as Fields
        const facts = factsFor(fields)
        // A row shows the title and facts only: a phone sees a card at a time as it scrolls.
        const excerpt = row ? undefined : (facts.excerpt ?? cardExcerpt(collection, fields))
        const isFallback = list.fallbackIds.includes(doc.id)
        return (
          <Card
            key={doc.id}
            href={itemPath(collection, doc.slug)}
            title={doc.title ?? ''}
            titleLang={fallbackLang(isFallback)}
            image={cardPicture(collection, fields)}
            meta={facts.meta}
            headingLevel={headingLevel}
            priority={index === 0 && firstPicture === 'priority'}
            eager={index === 0 && firstPicture === 'eager'}
            wide={wide}
            row={row}
          >
            {excerpt && (
              <p className={styles.excerpt} {...langAttribute(fallbackLang(isFallback))}>
                {excerpt}
              </p>
            )}
          </Card>
        )
      })}
    </CardGrid>
  )
}
