import { CalendarClock, Clock, MapPin, PlayCircle, Users } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { type ContentList, fallbackLang } from '@/data/content'
import { type SiteImage, toImage } from '@/data/media'
import type { Locale } from '@/i18n/locales'
import { itemPath } from '@/lib/contentPaths'
import { totalMinutes } from '@/lib/duration'
import { formatDate } from '@/lib/format'
import { plainText } from '@/lib/plainText'
import type { HealthCare, Job, News, Recipe, Video } from '@/payload-types'
import { formatRecipeTime } from '@/components/recipes/recipeTime'

import { Card, CardGrid } from './Card'
import styles from './ContentCards.module.css'

export type CardCollection = 'recipes' | 'news' | 'videos' | 'health-care' | 'jobs'

type Props<S extends CardCollection> = {
  locale: Locale
  collection: S
  list: Pick<ContentList<S>, 'docs' | 'fallbackIds'>
  /** 3 when the grid sits under a section heading. */
  headingLevel?: 2 | 3
  /** Load the first pictures first: the list is at the top of the page. */
  priority?: boolean
  wide?: boolean
}

type CardContent = { image: SiteImage | null; meta?: ReactNode; excerpt?: string }

const EXCERPT_LENGTH = 140

const screenOf: Record<CardCollection, string> = {
  recipes: 'recipes',
  news: 'news',
  videos: 'videos',
  'health-care': 'healthCare',
  jobs: 'jobs',
}

/**
 * The cards of any content list (recipes, news, videos, health care, jobs): one place that
 * knows which picture, which line of facts and which excerpt each content type shows.
 */
export async function ContentCards<S extends CardCollection>({
  locale,
  collection,
  list,
  headingLevel = 2,
  priority = false,
  wide,
}: Props<S>) {
  // The screen's own catalogue: recipe times, the video label, job types.
  const namespace: string = screenOf[collection]
  const t = await getTranslations({ locale, namespace })
  const contentOf = (doc: ContentList<S>['docs'][number]): CardContent => {
    switch (collection) {
      case 'recipes': {
        const recipe = doc as Recipe
        const total = totalMinutes(recipe.prepTime, recipe.cookTime)
        return {
          image: toImage(recipe.images?.[0], 'card'),
          meta:
            total || recipe.servings ? (
              <span className={styles.facts}>
                {total ? (
                  <span className={styles.fact}>
                    <Clock size={16} aria-hidden="true" />
                    {formatRecipeTime(t, total)}
                  </span>
                ) : null}
                {recipe.servings ? (
                  <span className={styles.fact}>
                    <Users size={16} aria-hidden="true" />
                    {t('servingsCount', { count: recipe.servings })}
                  </span>
                ) : null}
              </span>
            ) : undefined,
          excerpt: recipe.designDescription || plainText(recipe.description, EXCERPT_LENGTH),
        }
      }
      case 'news': {
        const article = doc as News
        return {
          image: toImage(article.images?.[0], 'card'),
          meta: article.publishedAt ? <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time> : undefined,
          excerpt: plainText(article.description, EXCERPT_LENGTH),
        }
      }
      case 'videos': {
        const video = doc as Video
        return {
          image: toImage(video.poster, 'card'),
          meta: (
            <span className={styles.fact}>
              <PlayCircle size={16} aria-hidden="true" />
              {t('label')}
            </span>
          ),
          excerpt: plainText(video.description, EXCERPT_LENGTH),
        }
      }
      case 'health-care': {
        const article = doc as HealthCare
        return {
          image: toImage(article.images?.[0], 'card'),
          meta: article.designSubTitle || undefined,
          excerpt: article.designDescription || plainText(article.description, EXCERPT_LENGTH),
        }
      }
      case 'jobs': {
        const job = doc as Job
        return {
          image: toImage(job.attachment, 'card'),
          meta: (
            <span className={styles.facts}>
              {job.location && (
                <span className={styles.fact}>
                  <MapPin size={16} aria-hidden="true" />
                  {job.location}
                </span>
              )}
              {job.validThrough && (
                <span className={styles.fact}>
                  <CalendarClock size={16} aria-hidden="true" />
                  {t('applyByDate', { date: formatDate(locale, job.validThrough) })}
                </span>
              )}
            </span>
          ),
          excerpt: job.employmentType ? t(`types.${job.employmentType}`) : undefined,
        }
      }
    }
    return { image: null }
  }
  return (
    <CardGrid wide={wide}>
      {list.docs.map((doc, index) => {
        const { image, meta, excerpt } = contentOf(doc)
        const isFallback = list.fallbackIds.includes(doc.id)
        return (
          <Card
            key={doc.id}
            href={itemPath(collection, doc.slug)}
            title={doc.title ?? ''}
            titleLang={fallbackLang(isFallback)}
            image={image}
            meta={meta}
            headingLevel={headingLevel}
            priority={priority && index < 2}
          >
            {excerpt && (
              <p className={styles.excerpt} lang={fallbackLang(isFallback)}>
                {excerpt}
              </p>
            )}
          </Card>
        )
      })}
    </CardGrid>
  )
}
