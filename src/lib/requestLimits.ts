/**
 * How large a request body may be, by kind, declared once: the site's server refuses a
 * larger one before reading it (src/server/http/bodyLimits.ts), Payload's upload parser is
 * given the same file limit (payload.config.ts), and deploy/nginx.conf's
 * `client_max_body_size` is held equal to the largest (tests/unit/nginxPolicy.spec.ts).
 *
 * No imports: the site's server loads this file as it is.
 */

const MB = 1024 * 1024

/** The largest file the media library takes: videos are the largest uploads. */
export const MAX_UPLOAD_BYTES = 100 * MB

/**
 * Any body that is not a file upload: the API's JSON, the admin's form state, a form posted
 * to a page. The largest document of the seeded site is 4.7 KB of JSON (the privacy notice
 * in Kurdish; measured with `JSON.stringify` after `npm run seed`); a page of 20,000 words of
 * rich text would be about 300 KB. The admin's form-state requests and the site's forms are
 * server actions, which Next itself refuses above 1 MB (`serverActions.bodySizeLimit`).
 * Twice that leaves room; a 50 MB body an anonymous client sends is never read or parsed.
 */
export const MAX_JSON_BODY_BYTES = 2 * MB

/**
 * A multipart upload: the file, its document's fields as JSON (`_payload`) and the
 * multipart framing around them.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MAX_JSON_BODY_BYTES

/** The kinds of body, by Content-Type. */
export type BodyKind = 'upload' | 'data'

export function bodyKind(contentType: string | undefined): BodyKind {
  return /^\s*multipart\/form-data/i.test(contentType ?? '') ? 'upload' : 'data'
}

export function maxBodyBytes(kind: BodyKind): number {
  return kind === 'upload' ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES
}
