import { fundRecordLabel, fundRecordSubtype, fundsRecord, isFundRecordType } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { listMemberPostings } from '../../ledger/index.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';

/** The records page (SPEC §2 /pages/funds/record): the member's own postings, a view of the ledger. */
export function fundsRecordRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  route(scope, deps, fundsRecord, async (input, { member }) => {
    const types = (input.types ?? []).filter(isFundRecordType);
    const postings = await listMemberPostings(deps.db, member.id, {
      types,
      ...(input.wallet ? { wallets: [input.wallet] } : {}),
      ...(input.cursor ? { beforeId: decodeCursor(input.cursor) } : {}),
      limit: input.limit,
    });
    const items = postings.map((posting) => ({
      id: posting.id,
      type: posting.type,
      typeName: fundRecordLabel(posting.type, posting.referenceKind, member.language),
      subtype: fundRecordSubtype(posting.type, posting.referenceKind),
      wallet: posting.wallet,
      amount: posting.amount,
      balanceAfter: posting.balanceAfter,
      referenceKind: posting.referenceKind,
      referenceId: posting.referenceId,
      createdAt: posting.createdAt,
    }));
    return pageFrom(items, input.limit, (item) => item.id);
  });
}
