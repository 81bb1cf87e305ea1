/**
 * Names for PostgreSQL server-side prepared statements, given to the queries built once
 * (`preparedQuery`): their text never changes, so PostgreSQL parses and plans each once per
 * connection instead of on every call, work its backends did on the app's own cores (bench/README.md).
 * Only those texts are named: a name per connection lives as long as the connection, and queries
 * built per call (lists of varying length) would make that set grow without bound.
 */
const names = new Map<string, string>();

/** Gives `sql` a prepared-statement name, once. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `cloudmine_${names.size + 1}`);
}

/** The prepared-statement name of `sql`, when it has one. */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}
