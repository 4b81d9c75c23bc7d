import { Menu } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import { SitePicture } from '@/components/media/SitePicture'
import { WORDMARK } from '@/lib/brandAssets'
import { toImage } from '@/lib/media'
import { getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'

import { DashboardLink } from './DashboardLink'
import { LanguageMenu } from './LanguageMenu'
import { MenuPanel } from './MenuPanel'
import { type SectionKey, sections } from './sections'
import styles from './SiteHeader.module.css'

type Props = { locale: Locale; overlay?: boolean }

const MENU_ID = 'site-menu'

/** The top bar: logo, sections, language menu, and the dashboard link for administrators. */
export async function SiteHeader({ locale, overlay = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const settings = await getSiteSettings(locale)
  const siteName = settings.siteName ?? 'Hawler Foods'
  const logo = toImage(settings.logo, 'thumbnail')
  const labels = Object.fromEntries(sections.map(({ key }) => [key, t(key)])) as Record<SectionKey, string>
  return (
    <header className={overlay ? `${styles.header} ${styles.overlay}` : styles.header}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          {logo ? (
            <>
              {/* In the first view of every page, but small: fetched at once, not ahead of the page's main picture. */}
              <SitePicture image={logo} alt="" sizes="40px" className={styles.logo} eager="low" />
              <span className={styles.name}>{siteName}</span>
            </>
          ) : (
            // The wordmark is the same in every language; its name is read in the page's. At low
            // priority React does not preload it from the head, where it came before the page's
            // main picture (on a slow line, its 5 KB first).
            // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no resizing
            <img
              src={WORDMARK.src}
              width={WORDMARK.width}
              height={WORDMARK.height}
              alt={siteName}
              className={styles.wordmark}
              fetchPriority="low"
            />
          )}
        </Link>
        <button type="button" popoverTarget={MENU_ID} className={styles.menuButton}>
          <Menu size={20} aria-hidden="true" />
          <span className={styles.menuLabel}>{t('menu')}</span>
        </button>
        <MenuPanel id={MENU_ID} label={t('mainNavigation')} className={styles.nav}>
          <SectionLinks labels={labels} />
        </MenuPanel>
        <div className={styles.tools}>
          <DashboardLink label={t('dashboard')} signOutLabel={t('signOut')} />
          <LanguageMenu label={t('language')} current={locale} />
        </div>
      </div>
    </header>
  )
}

function SectionLinks({ labels }: { labels: Record<SectionKey, string> }) {
  return (
    <ul className={styles.links}>
      {sections.map(({ key, href, icon: Icon }) => (
        <li key={key}>
          <Link href={href} className={styles.link}>
            <Icon size={16} aria-hidden="true" />
            <span>{labels[key]}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
