'use client'

import { useDocumentInfo, useDocumentTitle } from '@payloadcms/ui'
import { useEffect } from 'react'

import { useEnglishDocument } from './useEnglishDocument'

/**
 * A document without a title in the form's language is headed by its English title, in the
 * heading and the breadcrumb, instead of its record number (Payload's fallback).
 */
export function EnglishTitle() {
  const { id } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const english = useEnglishDocument() as { title?: unknown } | null
  const englishTitle = typeof english?.title === 'string' ? english.title.trim() : ''
  const untitled = id != null && (!title || title === String(id))

  useEffect(() => {
    if (untitled && englishTitle) setDocumentTitle(englishTitle)
  }, [untitled, englishTitle, setDocumentTitle])

  return null
}
