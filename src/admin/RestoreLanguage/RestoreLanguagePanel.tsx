'use client'

import { Button, ConfirmationModal, Modal, toast, useConfig, useModal, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { createPortal } from 'react-dom'

import type { Locale } from '@/i18n/locales'
import type { LanguageChange } from '@/lib/versions/languageText'

import { adminT } from '../translations'
import { LanguageSummary } from './LanguageSummary'
import styles from './RestoreLanguagePanel.module.css'
import { useVersionViewSlot } from './useVersionViewSlot'

export type LanguageRow = { locale: Locale; name: string; change: LanguageChange }

type Props = {
  rows: LanguageRow[]
  /** Under the API route: `/products/versions/34/restore-language`. */
  apiPath: string
  /** Under the admin route: the document's edit view, shown after a restore as Payload's own restore does. */
  afterPath: string
  /** Whether a restore publishes at once (a published version) or saves a draft. */
  publishes: boolean
}

const OVERVIEW = 'restore-language-overview'
const CONFIRM = 'restore-language-confirm'

/**
 * What Payload's Restore button would do to each language, named before it is pressed
 * ("Restoring this whole version changes the Arabic text. The Kurdish text would be
 * removed"), and the text of one language restored alone, after its own confirmation.
 * Shown above the comparison; where that place cannot be found, a button in the header
 * ("Restoring changes Arabic; removes Kurdish") opens the same words in a dialog.
 */
export function RestoreLanguagePanel({ rows, apiPath, afterPath, publishes }: Props) {
  const { config } = useConfig()
  const { openModal, closeModal } = useModal()
  const router = useRouter()
  const { t: payloadT, i18n } = useTranslation()
  const t = adminT(payloadT)
  const slot = useVersionViewSlot()
  const [chosen, setChosen] = useState<LanguageRow | null>(null)

  const choose = (row: LanguageRow) => {
    setChosen(row)
    closeModal(OVERVIEW)
    openModal(CONFIRM)
  }

  const restore = async () => {
    if (!chosen) return
    const response = await fetch(`${config.routes.api}${apiPath}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
      body: JSON.stringify({ locale: chosen.locale }),
    }).catch(() => null)
    if (response?.ok) {
      toast.success(t('hawler:restoreOnlyDone', { language: chosen.name }))
      router.push(`${config.routes.admin}${afterPath}?locale=${chosen.locale}`)
      return
    }
    const answer = (await response?.json().catch(() => null)) as { errors?: { message?: string }[] } | null
    toast.error(t('hawler:restoreOnlyFailed', { language: chosen.name, reason: answer?.errors?.[0]?.message ?? '' }))
  }

  const names = (of: LanguageChange) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(rows.filter((row) => row.change === of).map((row) => row.name))
  const changed = rows.some((row) => row.change === 'changes')
  const removed = rows.some((row) => row.change === 'removed')
  const parts = [
    changed && t('hawler:restoreSummaryChanges', { languages: names('changes') }),
    removed && t('hawler:restoreSummaryRemoves', { languages: names('removed') }),
  ]
  const summary =
    changed || removed ? t('hawler:restoreSummary', { summary: parts.filter(Boolean).join('; ') }) : t('hawler:restoreSummarySame')

  const confirmation = (
    <ConfirmationModal
      modalSlug={CONFIRM}
      heading={chosen ? t('hawler:restoreOnlyHeading', { language: chosen.name }) : ''}
      body={
        chosen ? (
          <p>
            {t('hawler:restoreOnlyBody', { language: chosen.name })}{' '}
            {publishes ? t('hawler:restoreOnlyPublishes') : t('hawler:restoreOnlyDraft')}
          </p>
        ) : null
      }
      confirmLabel={chosen ? t('hawler:restoreOnlyConfirm', { language: chosen.name }) : ''}
      confirmingLabel={t('hawler:saving')}
      onConfirm={restore}
    />
  )

  if (slot) {
    return (
      <>
        {createPortal(
          <section className={styles.panel} aria-labelledby="restore-language-heading">
            <LanguageSummary rows={rows} onChoose={choose} />
          </section>,
          slot,
        )}
        {confirmation}
      </>
    )
  }

  return (
    <>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => openModal(OVERVIEW)}>
        {summary}
      </Button>
      <Modal slug={OVERVIEW} className={styles.modal} aria-labelledby="restore-language-heading">
        <div className={styles.dialog}>
          <LanguageSummary rows={rows} onChoose={choose} />
          <div>
            <Button buttonStyle="secondary" size="medium" margin={false} onClick={() => closeModal(OVERVIEW)}>
              {t('hawler:restoreClose')}
            </Button>
          </div>
        </div>
      </Modal>
      {confirmation}
    </>
  )
}
