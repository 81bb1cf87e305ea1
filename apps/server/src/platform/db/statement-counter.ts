import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from './database.js';

/** What a statement did to which table, e.g. `UpdateQueryNode wallets`, for a readable count. */
function describe(node: RootOperationNode): string {
  const named = (table: unknown): string | undefined => {
    if (typeof table !== 'object' || table === null) return undefined;
    const inner = 'table' in table ? table.table : table;
    if (typeof inner !== 'object' || inner === null || !('identifier' in inner)) return undefined;
    const identifier = inner.identifier;
    return typeof identifier === 'object' && identifier !== null && 'name' in identifier
      ? String(identifier.name)
      : undefined;
  };
  const table =
    node.kind === 'SelectQueryNode'
      ? named(node.from?.froms[0])
      : node.kind === 'InsertQueryNode' || node.kind === 'UpdateQueryNode'
        ? named(node.kind === 'InsertQueryNode' ? node.into : node.table)
        : undefined;
  return table === undefined ? node.kind : `${node.kind} ${table}`;
}

/**
 * Counts the statements a database handle sends (each one a round trip on PostgreSQL), for tests
 * that keep a unit of work's statement count from growing back. Queries compiled once
 * (`preparedQuery`) count too: they run through the same executor; they show as `prepared`.
 */
export function countStatements(db: Database): { db: Database; statements: string[]; reset(): void } {
  const names = new Map<QueryId, string>();
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      names.set(queryId, describe(node));
      return node;
    },
    transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      statements.push(names.get(queryId) ?? 'prepared');
      return Promise.resolve(result);
    },
  };
  return {
    db: db.withPlugin(plugin),
    statements,
    reset: () => statements.splice(0),
  };
}
