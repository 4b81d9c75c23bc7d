type Env = Partial<Record<'NODE_ENV' | 'SITE_URL' | 'PAYLOAD_SECRET' | 'REDIS_URL', string>>

export type MissingSetting = { name: string; what: string; why: string }

const SECRET = 'a long random text that signs sessions, the same on every instance'

/**
 * Settings a start must not go without. A production server without its public address
 * would print `localhost` into every QR code, canonical link and e-mail. Without a fixed
 * secret each instance would make its own (src/lib/secret.ts) and refuse the sign-ins of the
 * others: required in production, and whenever the instances share a cache (REDIS_URL),
 * which means there are several.
 */
export function missingSettings(env: Env): MissingSetting[] {
  const missing: MissingSetting[] = []
  const production = env.NODE_ENV === 'production'
  if (production && !env.SITE_URL) {
    missing.push({
      name: 'SITE_URL',
      what: 'the public address of the site, e.g. SITE_URL=https://www.example.com',
      why: 'NODE_ENV=production',
    })
  }
  if (!env.PAYLOAD_SECRET && (production || env.REDIS_URL)) {
    missing.push({
      name: 'PAYLOAD_SECRET',
      what: SECRET,
      why: production ? 'NODE_ENV=production' : 'REDIS_URL, which means several instances',
    })
  }
  return missing
}
