import { ArrowLeft, type Icon } from '@/components/icons'
import { type ReactNode, useId } from 'react'

import { Link } from '@/i18n/ServerLink'
import { langAttribute } from '@/data/content'

import styles from './DetailPage.module.css'

export type Fact = { icon: Icon; label: string; value: ReactNode }

type Props = {
  /** The list this item belongs to ("All recipes"). */
  back: { href: string; label: string }
  eyebrow?: ReactNode
  eyebrowIcon?: Icon
  title: string
  titleLang?: string
  /** The design sub-title: a short line under the title. */
  subTitle?: string | null
  subTitleLang?: string
  /** The design description: a short paragraph that opens the page. */
  lead?: string | null
  leadLang?: string
  /** Above the heading: a decorative picture (a recipe's top attachment). */
  top?: ReactNode
  /** Above the heading: a note that the page is shown in English (UntranslatedNote). */
  note?: ReactNode
  /** Photos, or the video player. */
  media?: ReactNode
  /** Key facts in a row under the media: times and servings, location and dates. */
  facts?: Fact[]
  children: ReactNode
  /** Below the article: "Other news", "More videos". */
  related?: ReactNode
}

/**
 * The page of one recipe, news article, video, health-care article or job: the same
 * structure for all of them, so they read and print alike.
 */
export function DetailPage({
  back,
  eyebrow,
  eyebrowIcon: EyebrowIcon,
  title,
  titleLang,
  subTitle,
  subTitleLang,
  lead,
  leadLang,
  top,
  note,
  media,
  facts,
  children,
  related,
}: Props) {
  return (
    <>
      <article className={styles.article}>
        <p className={styles.back} data-print="hide">
          <Link href={back.href}>
            <ArrowLeft size={16} aria-hidden="true" className="flip-in-rtl" />
            {back.label}
          </Link>
        </p>
        {top}
        {note}
        <header className={styles.header}>
          {eyebrow && (
            <p className={styles.eyebrow}>
              {EyebrowIcon && <EyebrowIcon size={16} aria-hidden="true" />}
              {eyebrow}
            </p>
          )}
          <h1 {...langAttribute(titleLang)}>{title}</h1>
          {subTitle && (
            <p className={styles.subTitle} {...langAttribute(subTitleLang)}>
              {subTitle}
            </p>
          )}
          {lead && (
            <p className={styles.lead} {...langAttribute(leadLang)}>
              {lead}
            </p>
          )}
        </header>
        {media && <div className={styles.media}>{media}</div>}
        {facts && facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map(({ icon: FactIcon, label, value }) => (
              <div key={label} className={styles.fact}>
                <dt>
                  <FactIcon size={22} aria-hidden="true" className={styles.factIcon} />
                  {label}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className={styles.body}>{children}</div>
      </article>
      {related}
    </>
  )
}

/** A titled block of the page body ("Ingredients", "Products used"). */
export function DetailSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId()
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
