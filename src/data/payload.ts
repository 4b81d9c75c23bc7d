import config from '@payload-config'
import { getPayload } from 'payload'

/** The Local API for server components and route handlers. */
export function payloadClient() {
  return getPayload({ config })
}
