import { payloadClient } from '@/data/payload'

/** The account a reset link belongs to, while the link is still valid (one hour, once). */
export async function accountForResetToken(token: string): Promise<{ id: number; email: string } | null> {
  if (!/^[0-9a-f]{20,128}$/i.test(token)) return null
  const payload = await payloadClient()
  const account = await payload.db.findOne<{ id: number; email: string }>({
    collection: 'users',
    where: {
      and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }],
    },
  })
  return account ? { id: account.id, email: account.email } : null
}
