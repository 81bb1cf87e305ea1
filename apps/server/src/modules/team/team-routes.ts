import { activeCount, promotePoster, teamCount, teamIncome, teamMembers } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { TeamService } from './team-service.js';

export interface TeamRouteDeps extends RouteDeps {
  team: TeamService;
}

/** Every call answers about the caller's own team only: no call takes another member's id. */
export function teamRoutes(scope: FastifyInstance, deps: TeamRouteDeps): void {
  const { team } = deps;

  route(scope, deps, promotePoster, (_input, { member, request }) =>
    team.poster(member.id, `${request.protocol}://${request.host}`),
  );

  route(scope, deps, teamCount, (_input, { member }) => team.counts(member.id));

  route(scope, deps, activeCount, (_input, { member }) => team.activeCounts(member.id));

  route(scope, deps, teamMembers, async (input, { member }) => {
    const beforeId = decodeCursor(input.cursor);
    const items = await team.members(member.id, {
      level: input.level,
      recharge: input.recharge,
      limit: input.limit,
      ...(beforeId === undefined ? {} : { beforeId }),
    });
    return pageFrom(items, input.limit, (item) => item.id);
  });

  route(scope, deps, teamIncome, (input, { member }) => {
    const beforeId = decodeCursor(input.cursor);
    return team.income(member.id, { limit: input.limit, ...(beforeId === undefined ? {} : { beforeId }) });
  });
}
