'use client'

import { Button, useTranslation } from '@payloadcms/ui'

import type { LanguageChange } from '@/lib/versions/languageText'

import { adminT } from '../translations'
import styles from './RestoreLanguagePanel.module.css'
import type { LanguageRow } from './RestoreLanguagePanel'

type Props = { rows: LanguageRow[]; onChoose: (row: LanguageRow) => void }

/** In words, what restoring the whole version does to each language; a button for each language whose text can be restored alone. */
export function LanguageSummary({ rows, onChoose }: Props) {
  const { t: payloadT, i18n } = useTranslation()
  const t = adminT(payloadT)
  const list = (of: LanguageChange) => {
    const names = rows.filter((row) => row.change === of).map((row) => row.name)
    return names.length ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names) : ''
  }
  const changed = list('changes')
  const removed = list('removed')
  const same = list('same')
  return (
    <>
      <h2 id="restore-language-heading" className={styles.heading}>
        {t('hawler:restoreOverviewHeading')}
      </h2>
      {changed && <p>{t('hawler:restoreSentenceChanges', { languages: changed })}</p>}
      {removed && <p className={styles.removed}>{t('hawler:restoreSentenceRemoves', { languages: removed })}</p>}
      {same && (changed || removed) ? <p>{t('hawler:restoreSentenceSame', { languages: same })}</p> : null}
      {!changed && !removed && <p>{t('hawler:restoreSentenceNothing')}</p>}
      {changed && (
        <>
          <p>{t('hawler:restoreOneHint')}</p>
          <ul className={styles.choices}>
            {rows
              .filter((row) => row.change === 'changes')
              .map((row) => (
                <li key={row.locale}>
                  <Button buttonStyle="secondary" size="small" margin={false} onClick={() => onChoose(row)}>
                    {t('hawler:restoreOnlyButton', { language: row.name })}
                  </Button>
                </li>
              ))}
          </ul>
        </>
      )}
    </>
  )
}
