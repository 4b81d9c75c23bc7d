import { getFormatter, getTranslations } from 'next-intl/server'

import { langAttribute } from '@/data/content'
import type { ShownCertificate } from '@/data/certificates'
import type { Locale } from '@/i18n/locales'

import styles from './CertificateList.module.css'

/** Each valid certificate: its name and scope, who issued it, its number, until when, and its PDF. */
export async function CertificateList({ certificates, locale }: { certificates: ShownCertificate[]; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'quality' }), getFormatter({ locale })])
  return (
    <ul className={styles.list}>
      {certificates.map((certificate) => (
        <li key={certificate.id} className={styles.certificate} data-certificate={certificate.id}>
          <h2 className={styles.name} {...langAttribute(certificate.name.lang)}>
            {certificate.name.text}
          </h2>
          {certificate.scope.text && (
            <p className={styles.scope}>
              <span className={styles.label}>{t('scope')}</span>{' '}
              <span {...langAttribute(certificate.scope.lang)}>{certificate.scope.text}</span>
            </p>
          )}
          <dl className={styles.facts}>
            <div>
              <dt>{t('issuer')}</dt>
              <dd>
                <bdi>{certificate.issuer}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('number')}</dt>
              {/* A number such as "FS 712345" reads left to right on every page. */}
              <dd dir="ltr">{certificate.number}</dd>
            </div>
            <div>
              <dt>{t('validUntil')}</dt>
              <dd>
                <time dateTime={certificate.validUntil}>{format.dateTime(new Date(certificate.validUntil), 'long')}</time>
              </dd>
            </div>
          </dl>
          {certificate.file && (
            <p className={styles.file}>
              <a href={certificate.file.href} type="application/pdf">
                {t('open')}
              </a>{' '}
              <span className={styles.size}>
                ({t('pdf', { kilobytes: format.number(Math.max(1, Math.round(certificate.file.bytes / 1024)), 'integer') })})
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
