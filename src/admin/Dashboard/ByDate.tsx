import { getTranslation, type I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'

import { isLocale } from '@/i18n/locales'
import { hasEnded, isCurrent } from '@/lib/notices'

import { formatAdminDate } from '../dates'
import { adminT, languageName } from '../translations'
import tables from '../AdminTable.module.css'
import styles from './DashboardOverview.module.css'
import { ExpiringCertificates } from './ExpiringCertificates'

const NOTICES = '/admin/collections/notices'

type Props = { payload: Payload; i18n: I18nClient }

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  locale?: string
  doc?: { relationTo: string; value: number | string }
  global?: string
}

/**
 * What changes on the site by the clock: the notices shown now or soon (a recall is a banner
 * on every page), the publishing and unpublishing scheduled from documents' publish
 * menus, with when, and the certificates that expire soon.
 */
export async function ByDate({ payload, i18n }: Props) {
  const t = adminT(i18n.t)
  const now = new Date()
  const [notices, scheduled] = await Promise.all([
    payload.find({
      collection: 'notices',
      depth: 0,
      limit: 20,
      sort: 'startsAt',
      overrideAccess: true,
      where: {
        and: [
          { _status: { equals: 'published' } },
          { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now.toISOString() } }] },
        ],
      },
      select: { title: true, kind: true, startsAt: true, endsAt: true },
    }),
    payload.find({
      collection: 'payload-jobs',
      depth: 0,
      limit: 20,
      sort: 'waitUntil',
      overrideAccess: true,
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    }),
  ])
  const shown = notices.docs.filter((notice) => !hasEnded(notice, now))
  const titles = await Promise.all(
    scheduled.docs.map(async (job) => {
      const input = job.input as ScheduleInput
      if (input.global) {
        const config = payload.globals.config.find((global) => global.slug === input.global)
        return getTranslation(config?.label ?? input.global, i18n)
      }
      if (!input.doc) return ''
      const doc = await payload
        .findByID({ collection: input.doc.relationTo as 'news', id: input.doc.value, depth: 0, draft: true, overrideAccess: true })
        .catch(() => null)
      return (doc as { title?: string } | null)?.title ?? ''
    }),
  )

  return (
    <section aria-labelledby="dashboard-by-date">
      <h2 id="dashboard-by-date" className={styles.heading}>
        {t('hawler:byDateHeading')}
      </h2>
      <div className={tables.tableWrap}>
        <table className={tables.table} data-table="notices">
          <caption className={tables.caption}>{t('hawler:noticesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hawler:noticeTitle')}</th>
              <th scope="col">{t('hawler:noticeKind')}</th>
              <th scope="col">{t('hawler:noticeState')}</th>
              <th scope="col">{t('hawler:noticeUntil')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={4}>
                  {t('hawler:noNotices')} <a href={`${NOTICES}/create`}>{t('hawler:addNotice')}</a>
                </td>
              </tr>
            )}
            {shown.map((notice) => (
              <tr key={notice.id} data-notice={notice.id}>
                <th scope="row">
                  <a href={`${NOTICES}/${notice.id}`}>{notice.title}</a>
                </th>
                <td>{notice.kind === 'recall' ? t('hawler:kindRecall') : t('hawler:kindInfo')}</td>
                <td>
                  {isCurrent(notice, now)
                    ? t('hawler:shownNow')
                    : t('hawler:shownFrom', { date: formatAdminDate(notice.startsAt, i18n.language) })}
                </td>
                <td>{notice.endsAt ? formatAdminDate(notice.endsAt, i18n.language) : t('hawler:untilUnpublished')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={tables.tableWrap}>
        <table className={tables.table} data-table="scheduled">
          <caption className={tables.caption}>{t('hawler:scheduledCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hawler:scheduledWhen')}</th>
              <th scope="col">{t('hawler:scheduledWhat')}</th>
              <th scope="col">{t('hawler:noticeTitle')}</th>
            </tr>
          </thead>
          <tbody>
            {scheduled.docs.length === 0 && (
              <tr>
                <td colSpan={3}>{t('hawler:nothingScheduled')}</td>
              </tr>
            )}
            {scheduled.docs.map((job, index) => {
              const input = job.input as ScheduleInput
              const href = input.global
                ? `/admin/globals/${input.global}`
                : `/admin/collections/${input.doc?.relationTo}/${input.doc?.value}`
              const language = isLocale(input.locale) ? languageName(t, input.locale) : t('hawler:allLanguages')
              return (
                <tr key={job.id} data-scheduled={job.id}>
                  <td>{job.waitUntil ? formatAdminDate(job.waitUntil, i18n.language) : ''}</td>
                  <td>{t(input.type === 'unpublish' ? 'hawler:scheduledUnpublish' : 'hawler:scheduledPublish', { language })}</td>
                  <th scope="row">
                    <a href={href}>{titles[index] || t('hawler:untitled')}</a>
                  </th>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <ExpiringCertificates payload={payload} i18n={i18n} />
    </section>
  )
}
