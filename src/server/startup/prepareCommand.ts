/** Run by prepareInOwnProcess: prepares the database and sends the administrator back. */
import { endWithParent } from './endWithParent'
import { prepareDatabase } from './prepare'

endWithParent()
const { admin } = await prepareDatabase()
// Done once the answer is delivered: a timer or socket Payload leaves open must not keep this
// process, and with it every request the server holds, waiting.
process.send?.(admin, () => process.exit(0))
