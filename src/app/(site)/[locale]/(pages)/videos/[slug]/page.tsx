import { PlayCircle } from '@/components/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CardSection } from '@/components/content/CardSection'
import { ContentCards } from '@/components/content/ContentCards'
import { UntranslatedNote } from '@/components/content/UntranslatedNote'
import { DetailPage } from '@/components/content/DetailPage'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { JsonLd } from '@/components/seo/JsonLd'
import { VideoPlayer } from '@/components/videos/VideoPlayer'
import { VideoProduct } from '@/components/videos/VideoProduct'
import { VideoPoster } from '@/components/videos/VideoPoster'
import { fallbackLang, getDocumentBySlug, listDocuments } from '@/data/content'
import { isMedia, sitePath, toImage } from '@/lib/media'
import { localeInfo } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { itemPath, listPath } from '@/lib/contentTypes'
import { localizedUrl } from '@/lib/metadata'
import { pageMetadata } from '@/data/pageMetadata'
import { plainText } from '@/lib/plainText'
import { videoObjectJsonLd } from '@/lib/structuredData'
import { embedUrl, parseVideoUrl, type VideoSource, watchUrl } from '@/lib/videoUrl'
import type { Video } from '@/payload-types'

import styles from './page.module.css'
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { resilientMetadata, resilientPage } from '../../../_shared/resilient'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** An uploaded MP4 wins over a link; an address this site cannot play gives no player. */
function sourceOf(video: Video): VideoSource | undefined {
  const file = video.videoFile
  if (isMedia(file) && file.url && file.mimeType === 'video/mp4') return { kind: 'mp4', url: sitePath(file.url) }
  return video.videoUrl ? parseVideoUrl(video.videoUrl) : undefined
}

const playerServices = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

// No item is rendered at build time (there is no database then): each is rendered on its
// first request and kept in Next's cache until a save expires its tags (src/data/cache.ts).
export function generateStaticParams() {
  return []
}

async function metadata({ params }: Props): Promise<Metadata> {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  const found = await getDocumentBySlug('videos', locale, slug)
  if (!found) return {}
  const { doc } = found
  return pageMetadata({
    languages: found.translatedIn,
    locale,
    pathname: itemPath('videos', slug),
    title: doc.title ?? '',
    description: plainText(doc.description),
    image: toImage(doc.poster, 'card'),
  })
}

async function VideoPage({ params }: Props) {
  const { slug, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const found = await getDocumentBySlug('videos', locale, slug)
  if (!found) notFound()
  const { doc: video, fallbackFields } = found
  const [t, more] = await Promise.all([
    getTranslations({ locale, namespace: 'videos' }),
    listDocuments('videos', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  const title = video.title ?? ''
  const poster = toImage(video.poster, 'hero')
  const source = sourceOf(video)
  return (
    <>
      {found.draft && <PreviewBanner locale={locale} />}
      <JsonLd
        data={videoObjectJsonLd({
          url: localizedUrl(locale, itemPath('videos', slug)),
          name: title,
          description: plainText(video.description, 300) || title,
          thumbnail: poster,
          uploadDate: video.createdAt,
          // The player's address without the autoplay the page adds when the visitor presses play.
          embedUrl: source && source.kind !== 'mp4' ? embedUrl(source).split('?')[0] : undefined,
          contentUrl: source?.kind === 'mp4' ? source.url : undefined,
          language: localeInfo[locale].tag,
        })}
      />
      <BreadcrumbJsonLd locale={locale} listPath={listPath('videos')} title={title} path={itemPath('videos', slug)} />
      <DetailPage
        note={fallbackFields.includes('title') && <UntranslatedNote locale={locale} />}
        back={{ href: listPath('videos'), label: t('allVideos') }}
        eyebrowIcon={PlayCircle}
        eyebrow={t('label')}
        title={title}
        titleLang={lang('title')}
        media={
          source ? (
            <>
              <VideoPlayer
                kind={source.kind}
                embedUrl={embedUrl(source)}
                watchUrl={watchUrl(source)}
                title={title}
                poster={poster && <VideoPoster image={poster} />}
                posterSrc={poster?.src}
                playLabel={t('play', { title })}
              />
              {source.kind !== 'mp4' && <p className={styles.privacy}>{t('privacy', { service: playerServices[source.kind] })}</p>}
            </>
          ) : (
            poster && <PhotoGallery images={[poster]} />
          )
        }
        related={
          more.docs.length > 0 && (
            <CardSection id="more-videos" title={t('more')} seeAll={{ href: listPath('videos'), label: t('allVideos') }} tone="warm">
              <ContentCards locale={locale} collection="videos" list={more} headingLevel={3} />
            </CardSection>
          )
        }
      >
        <RichText value={video.description} lang={lang('description')} />
        {video.barcode && <VideoProduct locale={locale} barcode={video.barcode} pageUrl={localizedUrl(locale, itemPath('videos', slug))} />}
      </DetailPage>
    </>
  )
}

export const generateMetadata = resilientMetadata(metadata)
export default resilientPage(VideoPage)
