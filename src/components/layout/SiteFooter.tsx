import { getTranslations } from 'next-intl/server'
import type { CSSProperties } from 'react'

import { getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import { qualityPath } from '@/lib/certificates'
import { whereToBuyPath } from '@/lib/distributors'
import { legalPages } from '@/lib/legalPages'

import { FooterLanguages } from './FooterLanguages'
import { sections } from './sections'
import styles from './SiteFooter.module.css'
import { type Network, SocialIcon } from './SocialIcon'

const networks: Array<{ key: Network; label: string }> = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'linkedin', label: 'LinkedIn' },
]

/** Links to every section but home, social links, language flags, the footer text and credit. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, nav, legal, quality, whereToBuy, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'legal' }),
    getTranslations({ locale, namespace: 'quality' }),
    getTranslations({ locale, namespace: 'whereToBuy' }),
    getSiteSettings(locale),
  ])
  // The footer's colours are the editor's: red with white text unless changed in site settings.
  const colours = {
    '--footer-bg': settings.footerBackgroundColor ?? '#C62828',
    '--footer-fg': settings.footerTextColor ?? '#FFFFFF',
  } as CSSProperties
  const social = networks.filter(({ key }) => settings.socialLinks?.[key])
  return (
    <footer className={styles.footer} style={colours}>
      <div className={styles.inner}>
        <nav aria-label={t('sections')}>
          <h2 className={styles.heading}>{t('sections')}</h2>
          <ul className={styles.sections}>
            {sections
              .filter(({ key }) => key !== 'home')
              .map(({ key, href }) => (
                <li key={key}>
                  <Link href={href}>{nav(key)}</Link>
                </li>
              ))}
            <li>
              <Link href={whereToBuyPath}>{whereToBuy('title')}</Link>
            </li>
            <li>
              <Link href={qualityPath}>{quality('title')}</Link>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <div>
            <h2 className={styles.heading}>{t('followUs')}</h2>
            <ul className={styles.social}>
              {social.map(({ key, label }) => (
                <li key={key}>
                  <a href={settings.socialLinks![key]!} rel="noopener noreferrer" target="_blank" aria-label={label}>
                    <SocialIcon network={key} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h2 className={styles.heading}>{t('languages')}</h2>
          <FooterLanguages className={styles.flags} current={locale} />
        </div>
      </div>
      <div className={styles.bottom}>
        {/* In the bottom line, as is usual for these pages, which keeps the phone's footer short. */}
        <nav aria-label={legal('heading')}>
          <ul className={styles.legal}>
            {legalPages.map(({ slug, path, label }) => (
              <li key={slug}>
                <Link href={path}>{legal(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {settings.footerText && <p>{settings.footerText}</p>}
        {settings.creditUrl && (
          <p>
            <a href={settings.creditUrl} rel="noopener noreferrer" target="_blank">
              {settings.creditLabel || t('madeBy')}
            </a>
          </p>
        )}
      </div>
    </footer>
  )
}
