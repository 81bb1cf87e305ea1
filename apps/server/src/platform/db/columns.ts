/**
 * Every column of a table by name, for a query that must not answer `*`: a named prepared statement
 * answering `*` would break once a newer node's migration adds a column (prepared-query.ts). The
 * record must name each column of `Table` (the compiler says which is missing), so the list keeps up
 * with the table.
 */
export function everyColumn<Table>(columns: { [Column in keyof Table]-?: true }): Array<
  keyof Table & string
> {
  return Object.keys(columns) as Array<keyof Table & string>;
}
