import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageHeader } from '@/components/content/PageHeader'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { fallbackLang, langAttribute } from '@/data/content'
import { getGlobalContent } from '@/data/globals'
import { toImage, toImages } from '@/lib/media'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata } from '@/data/pageMetadata'
import { Link } from '@/i18n/ServerLink'
import { qualityPath } from '@/lib/certificates'
import { plainText } from '@/lib/plainText'

import styles from './page.module.css'
import { resilientMetadata, resilientPage } from '../../_shared/resilient'

type Props = { params: Promise<{ locale: string }> }

async function metadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const [t, { doc }] = await Promise.all([getTranslations({ locale, namespace: 'about' }), getGlobalContent('about-us', locale)])
  return pageMetadata({
    locale,
    pathname: '/aboutUs',
    title: doc.title || t('title'),
    description: doc.designDescription || plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
  })
}

async function AboutUsPage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const [t, states, quality, { doc, fallbackFields }] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'states' }),
    getTranslations({ locale, namespace: 'quality' }),
    getGlobalContent('about-us', locale),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  const images = toImages(doc.images, 'large')
  const hasContent = Boolean(doc.description || doc.designDescription || images.length > 0)
  return (
    <div className={styles.page}>
      <PageHeader
        title={doc.title || t('title')}
        titleLang={doc.title ? lang('title') : undefined}
        eyebrow={doc.designSubTitle && <span {...langAttribute(lang('designSubTitle'))}>{doc.designSubTitle}</span>}
        intro={doc.designDescription && <p {...langAttribute(lang('designDescription'))}>{doc.designDescription}</p>}
      />
      {hasContent ? (
        <div className={images.length > 0 ? `${styles.content} ${styles.withPhotos}` : styles.content}>
          <RichText value={doc.description} lang={lang('description')} className={styles.text} />
          {images.length > 0 && (
            <div className={styles.photos}>
              <PhotoGallery images={images} column="aside" />
            </div>
          )}
        </div>
      ) : (
        <EmptyState message={states('noData')} />
      )}
      <p className={styles.quality}>
        <Link href={qualityPath}>{quality('aboutLink')}</Link>
      </p>
    </div>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(AboutUsPage)
