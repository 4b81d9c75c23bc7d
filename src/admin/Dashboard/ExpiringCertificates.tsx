import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'

import { isValid, needsRenewal, warningHorizon } from '@/lib/certificates'

import { formatAdminDate } from '../dates'
import { adminT } from '../translations'
import tables from '../AdminTable.module.css'
import styles from './DashboardOverview.module.css'

const CERTIFICATES = '/admin/collections/certificates'

type Props = { payload: Payload; i18n: I18nClient }

/**
 * Published certificates whose last valid day is within 60 days, or already past: a
 * certificate leaves the quality page by itself, so the editor is told in time to upload
 * the renewed one.
 */
export async function ExpiringCertificates({ payload, i18n }: Props) {
  const t = adminT(i18n.t)
  const now = new Date()
  const { docs: found } = await payload.find({
    collection: 'certificates',
    depth: 0,
    limit: 20,
    sort: 'validUntil',
    overrideAccess: true,
    where: { and: [{ _status: { equals: 'published' } }, { validUntil: { less_than: warningHorizon(now).toISOString() } }] },
    select: { name: true, validUntil: true },
  })
  const docs = found.filter((certificate) => needsRenewal(certificate.validUntil, now))
  return (
    <div className={tables.tableWrap}>
      <table className={tables.table} data-table="certificates">
        <caption className={tables.caption}>{t('hawler:certificatesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hawler:certificateName')}</th>
            <th scope="col">{t('hawler:certificateState')}</th>
          </tr>
        </thead>
        <tbody>
          {docs.length === 0 && (
            <tr>
              <td colSpan={2}>{t('hawler:noExpiringCertificates')}</td>
            </tr>
          )}
          {docs.map((certificate) => {
            const date = formatAdminDate(certificate.validUntil, i18n.language)
            return (
              <tr key={certificate.id} data-certificate={certificate.id}>
                <th scope="row">
                  <a href={`${CERTIFICATES}/${certificate.id}`}>{certificate.name}</a>
                </th>
                <td className={isValid(certificate.validUntil, now) ? undefined : styles.expired}>
                  {isValid(certificate.validUntil, now)
                    ? t('hawler:certificateExpires', { date })
                    : t('hawler:certificateExpired', { date })}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
