import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { after } from 'next/server'

import { payloadClient } from '@/data/payload'
import { withRequestCheck } from '@/lib/api/requestCheck'
import { forgotPasswordAtOnce } from '@/lib/auth/forgotPasswordAtOnce'
import { withRateLimits } from '@/lib/rateLimit/restLimits'

const rest = REST_POST(config)

// Beside Payload's catch-all (../../[...slug]/route.ts), with the same checks and limits in
// front: the answer does not wait for the e-mail, so its time does not tell whether the
// address has an account.
export const POST = withRequestCheck(
  withRateLimits(
    forgotPasswordAtOnce({
      payload: payloadClient,
      later: after,
      payloadHandler: (request) => rest(request, { params: Promise.resolve({ slug: ['users', 'forgot-password'] }) }),
    }),
  ),
)
