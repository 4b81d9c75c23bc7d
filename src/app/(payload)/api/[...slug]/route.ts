import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withExpiryAfterCommit } from '@/hooks/expireAfterCommit'
import { withRequestCheck } from '@/lib/api/requestCheck'
import { withRateLimits } from '@/lib/rateLimit/restLimits'

// Payload's REST API under /api. A request Payload would misread is refused first (400), as
// are the versions of what keeps none (404, where Payload answered 500);
// sign-in and password requests are limited per address (429); a save's cache tags are
// expired again once it has committed. GET too: the app's own job runner asks
// /api/payload-jobs/run, whose scheduled saves expire pages (src/server/jobs/jobRunner.ts).
export const GET = withRequestCheck(withExpiryAfterCommit(REST_GET(config)), config)
export const POST = withRequestCheck(withRateLimits(withExpiryAfterCommit(REST_POST(config))), config)
export const DELETE = withRequestCheck(withExpiryAfterCommit(REST_DELETE(config)), config)
export const PATCH = withRequestCheck(withExpiryAfterCommit(REST_PATCH(config)), config)
export const PUT = withRequestCheck(withExpiryAfterCommit(REST_PUT(config)), config)
export const OPTIONS = REST_OPTIONS(config)
