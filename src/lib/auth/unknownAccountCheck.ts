import { pbkdf2, timingSafeEqual } from 'node:crypto'

/**
 * Payload's password hash (`pbkdf2-sha256-v1`, in payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js, not exported): PBKDF2-SHA256, 600,000 iterations, a 32-byte
 * key, a salt of 32 random bytes written in hex. Checking a password costs about 0.2 s of CPU.
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DIGEST = 'sha256'

/** A salt and a key that no password is known to give: nothing is compared with a real account. */
const DUMMY_SALT = 'a3f1c07e5b9d24681f0e3c5a7b9d1e2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4f'
const DUMMY_KEY = Buffer.from('5f0c2a9e7b3d1f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4f6a8b0d2f4a6c8e0b2d', 'hex')

/**
 * Does the work of checking a password against an account that does not exist, exactly as
 * Payload checks one that does, so a wrong sign-in takes as long whether or not the address
 * has an account. Always false.
 */
export function checkAgainstNoAccount(password: string): Promise<false> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, DUMMY_SALT, ITERATIONS, KEY_LENGTH, DIGEST, (error, key) => {
      if (error) reject(error)
      // The comparison is done too, to leave nothing out of what a real check costs.
      else resolve(timingSafeEqual(key, DUMMY_KEY) && false)
    }),
  )
}
