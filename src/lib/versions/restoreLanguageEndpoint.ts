import { addDataAndFileToRequest, type Endpoint, type PayloadHandler } from 'payload'

import { LANGUAGE_NAMES, localeToRestore, restoreLanguage, type VersionedEntity, versionIdToRestore } from './restoreLanguage'

export const RESTORE_LANGUAGE_PATH = '/versions/:id/restore-language'

/**
 * `POST /api/{collection}/versions/{id}/restore-language` (and `/api/globals/{slug}/…`) with
 * `{ "locale": "ar" }`: restores that language's text of the version alone (restoreLanguage.ts).
 * `?draft=true` saves it as a draft, as Payload's own restore does. Errors are Payload's:
 * 400 with the reason, 403 without the right to read versions or to update, 404 for no such version.
 */
export function restoreLanguageHandler(entity: VersionedEntity): PayloadHandler {
  return async (req) => {
    const versionId = versionIdToRestore(req.routeParams?.id)
    if (req.data === undefined) await addDataAndFileToRequest(req)
    const locale = localeToRestore((req.data as { locale?: unknown } | undefined)?.locale)
    const draft = req.searchParams?.get('draft') === 'true'
    const doc = await restoreLanguage({ entity, versionId, locale, draft, req })
    return Response.json({ message: `The ${LANGUAGE_NAMES[locale]} text of this version is restored.`, doc })
  }
}

export function restoreLanguageEndpoint(entity: VersionedEntity): Endpoint {
  return { path: RESTORE_LANGUAGE_PATH, method: 'post', handler: restoreLanguageHandler(entity) }
}
