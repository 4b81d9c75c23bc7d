/**
 * `node tests/e2e/helpers/copyDemoSite.ts <from DATA_DIR> <to DATA_DIR> <from's address>`: the
 * demo site of the first end-to-end server (its database and uploads), copied for the
 * "content edits" server, which then starts without adding the demo content again (about a
 * minute of the run). It waits until the first server answers, that is, has its demo content;
 * VACUUM INTO reads one consistent snapshot even while that server is running.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

const [from, to, address] = process.argv.slice(2)
if (!from || !to || !address) throw new Error("Usage: copyDemoSite.ts <from DATA_DIR> <to DATA_DIR> <from's address>")

const readyAt = `${address}/api/globals/site-settings`
const giveUpAt = Date.now() + 600_000
while (
  !(await fetch(readyAt).then(
    (response) => response.ok,
    () => false,
  ))
) {
  if (Date.now() > giveUpAt) throw new Error(`${readyAt} did not answer within 10 minutes`)
  await new Promise((resolve) => setTimeout(resolve, 500))
}

fs.mkdirSync(to, { recursive: true })
const target = path.join(to, 'db.sqlite')
fs.rmSync(target, { force: true })
const source = new DatabaseSync(path.join(from, 'db.sqlite'), { readOnly: true })
source.prepare('VACUUM INTO ?').run(target)
source.close()
fs.cpSync(path.join(from, 'media'), path.join(to, 'media'), { recursive: true })
