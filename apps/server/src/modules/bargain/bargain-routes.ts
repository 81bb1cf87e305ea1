import {
  bargainBuy,
  bargainCut,
  bargainCuttable,
  bargainDetail,
  bargainEvents,
  bargainMine,
  bargainStart,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { runOnceForMember } from '../../ledger/index.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { BargainService } from './bargain-service.js';

export interface BargainRouteDeps extends RouteDeps {
  bargain: BargainService;
}

function page(input: { cursor?: string | undefined; limit: number }) {
  const beforeId = decodeCursor(input.cursor);
  return { limit: input.limit, ...(beforeId === undefined ? {} : { beforeId }) };
}

export function bargainRoutes(scope: FastifyInstance, deps: BargainRouteDeps): void {
  const { bargain } = deps;

  route(scope, deps, bargainEvents, (_input, { member }) => bargain.events(member.id, member.language));

  route(scope, deps, bargainStart, (input, { member }) =>
    bargain.start(member.id, input.eventId, member.language),
  );

  route(scope, deps, bargainDetail, (input, { member }) =>
    bargain.detail(member.id, input.bargainId, member.language),
  );

  route(scope, deps, bargainCut, (input, { member }) =>
    bargain.cut(member.id, input.bargainId, member.language),
  );

  route(scope, deps, bargainMine, async (input, { member }) =>
    pageFrom(await bargain.mine(member.id, page(input), member.language), input.limit, (b) => b.id),
  );

  route(scope, deps, bargainCuttable, async (input, { member }) =>
    pageFrom(await bargain.cuttable(member.id, page(input), member.language), input.limit, (b) => b.id),
  );

  route(scope, deps, bargainBuy, (input, { member, now }) => {
    const { idempotencyKey, ...payload } = input;
    return runOnceForMember(
      deps.db,
      { memberId: member.id, key: idempotencyKey, call: bargainBuy, payload, now },
      (trx) => bargain.buy(trx, member.id, input.bargainId),
    );
  });
}
