import { type APIResponse, expect, test } from '@playwright/test'

import { apiAuth } from './helpers/api'
import { answeredByRestRoute, type BadRequest, badRequests, verdict } from './helpers/badRequests'

/**
 * The malformed and hostile requests (tests/e2e/helpers/badRequests.ts) that only the built
 * server answers: pages, which Next renders; forgot-password, a route of its own that answers
 * through Next's `after`; and addresses the proxy refuses before any route. The REST API's,
 * and that nothing is stored: tests/int/badInput.int.spec.ts.
 */
async function send(
  request: Parameters<Parameters<typeof test>[2]>[0]['request'],
  item: BadRequest,
  auth: Record<string, string>,
): Promise<APIResponse> {
  const headers = item.as === 'admin' ? { ...auth } : {}
  const options = item.raw
    ? { headers: { ...headers, ...item.raw.headers, 'content-type': item.raw.contentType }, data: item.raw.body }
    : item.json !== undefined
      ? { headers, data: item.json }
      : { headers }
  return request.fetch(item.path, { method: item.method, ...options, maxRedirects: 0, failOnStatusCode: false })
}

test('pages, forgot-password and undecodable addresses: a 4xx with a message for malformed ones, never a 5xx or a stack trace', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const auth = await apiAuth(request)
  const cases = badRequests().filter((item) => !answeredByRestRoute(item))
  expect(cases.length).toBeGreaterThanOrEqual(40)
  const failures: string[] = []
  for (const item of cases) {
    const response = await send(request, item, auth)
    const problem = verdict(item, {
      status: response.status(),
      body: await response.text(),
      contentType: response.headers()['content-type'] ?? '',
    })
    if (problem) failures.push(`${item.method} ${item.name}: ${problem}`)
  }
  expect(failures, `${failures.length} of ${cases.length} answered wrongly`).toEqual([])
})
