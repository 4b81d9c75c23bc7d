/**
 * Preloaded into `next start` by scripts/start.ts (`node --import`), so that the server
 * boots while the start script checks the database (and migrates and seeds it if need
 * be), yet answers nothing before the database is ready: a request that comes early is
 * accepted and waits.
 *
 * Requests are held, not the port: Next loads the app only once its server listens (the
 * boot runs in the 'listening' handler of next/dist/server/lib/start-server.js), so
 * holding back `listen` would hold back the boot as well.
 */
import http from 'node:http'

// Only in the process the start script spawned with an IPC channel; any worker Next
// forks inherits `--import` but not this variable, and nobody would ever release it.
if (process.env.HOLD_REQUESTS_UNTIL_READY === '1' && process.send) {
  delete process.env.HOLD_REQUESTS_UNTIL_READY
  let ready = false
  const held = []
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, ...args) {
    if (ready || (event !== 'request' && event !== 'upgrade')) return emit.call(this, event, ...args)
    held.push(() => emit.call(this, event, ...args))
    return true
  }

  // Without the start script nobody will say the database is ready: a held server must not outlive it.
  const onDisconnect = () => process.exit(1)
  // On a signal Next closes its server and waits for open requests to end, which held ones never do.
  const onSignal = (signal) => process.exit(signal === 'SIGINT' ? 130 : 143)
  const onMessage = (message) => {
    if (message !== 'database-ready') return
    ready = true
    for (const release of held.splice(0)) release()
    process.off('message', onMessage)
    process.off('disconnect', onDisconnect)
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    process.disconnect()
  }
  process.on('message', onMessage)
  process.on('disconnect', onDisconnect)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  // A message that arrives before the listener above is lost: the start script answers this one instead.
  process.send('holding-requests')
}
