import { getTranslations } from 'next-intl/server'

import { DetailPage } from '@/components/content/DetailPage'
import { MoreOfType } from '@/components/content/MoreOfType'
import { PhotoGallery } from '@/components/content/PhotoGallery'
import { RichText } from '@/components/content/RichText'
import { PlayCircle } from '@/components/icons'
import { VideoPlayer } from '@/components/videos/VideoPlayer'
import { VideoPoster } from '@/components/videos/VideoPoster'
import { VideoProduct } from '@/components/videos/VideoProduct'
import { listDocuments } from '@/data/content'
import { localeInfo } from '@/i18n/locales'
import { itemPath, listPath } from '@/lib/contentTypes'
import { isMedia, sitePath, toImage } from '@/lib/media'
import { localizedUrl } from '@/lib/metadata'
import { plainText } from '@/lib/plainText'
import { videoObjectJsonLd } from '@/lib/structuredData'
import { embedUrl, parseVideoUrl, type VideoSource, watchUrl } from '@/lib/videoUrl'
import type { Video } from '@/payload-types'

import type { ContentDetail } from './contentDetail'
import styles from './VideoDetail.module.css'

/** An uploaded MP4 wins over a link; an address this site cannot play gives no player. */
function sourceOf(video: Video): VideoSource | undefined {
  const file = video.videoFile
  if (isMedia(file) && file.url && file.mimeType === 'video/mp4') return { kind: 'mp4', url: sitePath(file.url) }
  return video.videoUrl ? parseVideoUrl(video.videoUrl) : undefined
}

const playerServices = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/** A video: its player (or poster), what it is about, and the product it shows. */
export const videoDetail: ContentDetail<'videos'> = {
  metadata: (doc) => ({
    description: plainText(doc.description),
    image: toImage(doc.poster, 'card'),
  }),
  structuredData: async ({ locale, slug, found: { doc: video } }) => {
    const title = video.title ?? ''
    const source = sourceOf(video)
    return videoObjectJsonLd({
      url: localizedUrl(locale, itemPath('videos', slug)),
      name: title,
      description: plainText(video.description, 300) || title,
      thumbnail: toImage(video.poster, 'hero'),
      uploadDate: video.createdAt,
      // The player's address without the autoplay the page adds when the visitor presses play.
      embedUrl: source && source.kind !== 'mp4' ? embedUrl(source).split('?')[0] : undefined,
      contentUrl: source?.kind === 'mp4' ? source.url : undefined,
      language: localeInfo[locale].tag,
    })
  },
  body: async ({ locale, slug, found: { doc: video }, lang, note }) => {
    const [t, more] = await Promise.all([
      getTranslations({ locale, namespace: 'videos' }),
      listDocuments('videos', locale, { limit: 3, where: { slug: { not_equals: slug } } }),
    ])
    const title = video.title ?? ''
    const poster = toImage(video.poster, 'hero')
    const source = sourceOf(video)
    return (
      <DetailPage
        note={note}
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
        related={<MoreOfType id="more-videos" title={t('more')} seeAll={t('allVideos')} locale={locale} collection="videos" list={more} />}
      >
        <RichText value={video.description} lang={lang('description')} />
        {video.barcode && <VideoProduct locale={locale} barcode={video.barcode} pageUrl={localizedUrl(locale, itemPath('videos', slug))} />}
      </DetailPage>
    )
  },
}
