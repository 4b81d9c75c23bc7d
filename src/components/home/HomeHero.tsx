import { getFormatter, getTranslations } from 'next-intl/server'

import { SitePicture } from '@/components/media/SitePicture'
import { type ContentList, fallbackLang, langAttribute } from '@/data/content'
import { toImage } from '@/lib/media'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import { plainText } from '@/lib/plainText'

import styles from './HomeHero.module.css'
import { HeroSlider } from './HeroSlider'

type Props = { locale: Locale; slides: ContentList<'sliders'> }

/**
 * The slide's picture covers a box that is never as wide as 12:5 (HomeHero.module.css):
 * 16:10 on a phone, and from 900 px three fifths of the row beside the text's padding,
 * clamp(420px, 40vw, 560px) high, about 4:3 on a laptop. A 12:5 file had to be enlarged
 * to the box's height and cut to half its width (blurry), so the slide takes the 4:3 sizes
 * (up to 1600 × 1200). It is drawn as wide as its box, or 4/3 of its height when that is
 * more: 0.6 × (100vw - 40px - max(40px, (100vw - 1200px) / 2 + 16px)), or 560px.
 */
const slideSizes = '(width >= 1248px) calc(30vw + 326px), (width >= 1014px) calc(60vw - 48px), (width >= 900px) 560px, 100vw'

/** The slides from the `sliders` collection, in the editors' order, each readable without JavaScript. */
export async function HomeHero({ locale, slides }: Props) {
  if (slides.docs.length === 0) return null
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'home.hero' }), getFormatter({ locale })])
  const total = format.number(slides.docs.length, 'integer')
  const dots = slides.docs.map((_, index) => t('goTo', { number: format.number(index + 1, 'integer') }))
  return (
    <HeroSlider
      labels={{
        region: t('label'),
        carousel: t('carousel'),
        previous: t('previous'),
        next: t('next'),
        pause: t('pause'),
        play: t('play'),
        dots,
      }}
    >
      {slides.docs.map((slide, index) => {
        const image = toImage(slide.image, 'large')
        const lang = fallbackLang(slides.fallbackIds.includes(slide.id))
        const text = plainText(slide.description, 220)
        const link = slide.link
        const cta = (
          <>
            {t('discover')}
            <span className="visually-hidden">: {slide.title}</span>
          </>
        )
        return (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription={t('slideRole')}
            aria-label={t('slide', { number: format.number(index + 1, 'integer'), total })}
          >
            <div className={styles.picture}>
              {image && <SitePicture image={image} sizes={slideSizes} className={styles.image} priority={index === 0} />}
            </div>
            <div className={styles.text} {...langAttribute(lang)}>
              <h2 className={styles.title}>{slide.title}</h2>
              {text && <p className={styles.description}>{text}</p>}
              {link &&
                (link.startsWith('/') ? (
                  <Link href={link} className={`${styles.cta} arrow-after`}>
                    {cta}
                  </Link>
                ) : (
                  <a href={link} className={`${styles.cta} arrow-after`} rel="noopener noreferrer">
                    {cta}
                  </a>
                ))}
            </div>
          </div>
        )
      })}
    </HeroSlider>
  )
}
