/** Run by prepareInOwnProcess: prepares the database and sends the administrator back. */
import { prepareDatabase } from './prepare'

const { admin } = await prepareDatabase()
process.send?.(admin)
process.disconnect?.()
