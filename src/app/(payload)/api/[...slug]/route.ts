import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withExpiryAfterCommit } from '@/hooks/expireAfterCommit'

// Payload's REST API under /api. A save's cache tags are expired again once it has committed.
export const GET = REST_GET(config)
export const POST = withExpiryAfterCommit(REST_POST(config))
export const DELETE = withExpiryAfterCommit(REST_DELETE(config))
export const PATCH = withExpiryAfterCommit(REST_PATCH(config))
export const PUT = withExpiryAfterCommit(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
