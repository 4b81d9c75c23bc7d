/**
 * Next calls this once when a server starts. The check is Node's alone (it ends the
 * process), so it is loaded only there, as Next's docs have it for Node-only code.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseUnlessSiteServer } = await import('./server/http/siteServerMark')
  refuseUnlessSiteServer()
}
