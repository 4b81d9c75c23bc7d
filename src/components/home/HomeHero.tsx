import { ArrowRight } from '@/components/icons'
import Image from 'next/image'
import { getFormatter, getTranslations } from 'next-intl/server'

import { type ContentList, fallbackLang } from '@/data/content'
import { toImage } from '@/lib/media'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import { plainText } from '@/lib/plainText'

import styles from './HomeHero.module.css'
import { HeroSlider } from './HeroSlider'

type Props = { locale: Locale; slides: ContentList<'sliders'> }

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
              {image && (
                <Image
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes="(width >= 900px) 60vw, 100vw"
                  className={styles.image}
                  priority={index === 0}
                />
              )}
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
