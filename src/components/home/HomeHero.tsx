import { ArrowRight } from '@/components/icons'
import { getFormatter, getTranslations } from 'next-intl/server'

import { SitePicture } from '@/components/media/SitePicture'
import { type ContentList, fallbackLang } from '@/data/content'
import { toImage } from '@/lib/media'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import { plainText } from '@/lib/plainText'

import styles from './HomeHero.module.css'
import { HeroSlider } from './HeroSlider'

type Props = { locale: Locale; slides: ContentList<'sliders'> }

/**
 * The width the slide's 12:5 picture is drawn at to cover its box (HomeHero.module.css):
 * on a phone the box is 16:10 and full width, so the picture is 1.5 times as wide as the
 * screen; from 900 px the box is 60% wide and clamp(420px, 40vw, 560px) high.
 */
const slideSizes = '(width >= 1400px) 1344px, (width >= 1050px) 96vw, (width >= 900px) 1008px, 150vw'

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
        const image = toImage(slide.image, 'hero')
        const lang = fallbackLang(slides.fallbackIds.includes(slide.id))
        const text = plainText(slide.description, 220)
        const link = slide.link
        const cta = (
          <>
            {t('discover')}
            <span className="visually-hidden">: {slide.title}</span>
            <ArrowRight size={18} aria-hidden="true" className="flip-in-rtl" />
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
            <div className={styles.text} lang={lang}>
              <h2 className={styles.title}>{slide.title}</h2>
              {text && <p className={styles.description}>{text}</p>}
              {link &&
                (link.startsWith('/') ? (
                  <Link href={link} className={styles.cta}>
                    {cta}
                  </Link>
                ) : (
                  <a href={link} className={styles.cta} rel="noopener noreferrer">
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
