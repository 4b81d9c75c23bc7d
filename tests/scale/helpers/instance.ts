import { freePort, type SiteProcess, startSiteProcess } from '../../e2e/helpers/freshServer'

export type Instance = SiteProcess & { url: string }

/**
 * One app instance as a machine of a cluster runs it: `npm start` from its own copy of the
 * build (so nothing is shared through the build folder), with the environment given.
 */
export async function startInstance(label: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  return { url, ...startSiteProcess(`.next-scale-${label}-${port}`, { ...env, PORT: String(port), SITE_URL: url }) }
}

/** Waits until the instance answers its first page (it holds requests while the database is prepared). */
export async function untilServing(instance: Instance, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`${instance.url}/api/globals/site-settings`, { signal: AbortSignal.timeout(timeoutMs) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${instance.url} did not start:\n${instance.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
