/** How the staff see an account named: by its name, or by its e-mail address while it has none. */
export function accountName(account: { name?: string | null; email: string }): string {
  return account.name?.trim() || account.email
}

type Related = number | { id: number } | null | undefined

/** The id of the account that saved a document or version (`updatedBy`, populated or not); undefined where none is recorded. */
export function updatedById(doc: unknown): number | undefined {
  const value = (doc as { updatedBy?: Related } | null | undefined)?.updatedBy
  return value && typeof value === 'object' ? value.id : (value ?? undefined)
}
