/**
 * Ends this process when the process that forked it is gone: a server stopped while it waits
 * (Ctrl-C, a supervisor's restart) must not leave its preparer migrating or seeding on its own,
 * holding the database's write lock while the next start serves (every sign-in and save then
 * failed as "database is locked"). Node closes the IPC channel when the parent ends.
 */
export function endWithParent(): void {
  process.once('disconnect', () => process.exit(1))
}
