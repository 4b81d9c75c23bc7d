import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ServerProps } from 'payload'

import { defaultLocale } from '@/i18n/locales'

type Props = ServerProps & { collectionSlug: string }

/**
 * A new document is written in English first: its required title, from which the page
 * address is made, is English. Payload opens "Create" in the last language the editor chose,
 * so after translating, the form opened in Kurdish; the switch to English came from the
 * browser after the form was drawn, and what was typed meanwhile was lost. The address is
 * changed on the server instead, before there is a form to type in.
 *
 * Not inside a drawer (Payload draws those through a server function, which a redirect would
 * turn into leaving the page the drawer is on); there the server refuses a non-English start.
 */
export async function StartInEnglish({ id, locale, payload, collectionSlug }: Props) {
  if (id !== undefined || !locale || locale.code === defaultLocale) return null
  if ((await headers()).has('next-action')) return null
  redirect(`${payload.config.routes.admin}/collections/${collectionSlug}/create?locale=${defaultLocale}`)
}
