/** How the staff see an account named: by its name, or by its e-mail address while it has none. */
export function accountName(account: { name?: string | null; email: string }): string {
  return account.name?.trim() || account.email
}
