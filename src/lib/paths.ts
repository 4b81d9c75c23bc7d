import path from 'node:path'

// The folders come from the environment at run time; the comments keep the bundler
// from tracing the whole project into the server output because of them.

/** Everything the app writes at run time lives under one folder, `data/` by default. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data')

export const mediaDir = path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || path.join(dataDir, 'media'))

export const outboxDir = path.join(/*turbopackIgnore: true*/ dataDir, 'outbox')

/**
 * PDF documents (certificates), in the media folder: a backup takes them with the pictures,
 * and their path there is their key in the S3 bucket (`documents/…`).
 */
export const documentsDir = path.join(/*turbopackIgnore: true*/ mediaDir, 'documents')

/**
 * Job applicants' CVs, in the media folder so that a backup takes them, but served only at
 * `/api/cv-files/file/…` and to administrators; in the bucket under `cvs/`. The public
 * collections refuse any file name with a folder in it (src/hooks/missingFileIsNotFound.ts).
 */
export const cvsDir = path.join(/*turbopackIgnore: true*/ mediaDir, 'cvs')
