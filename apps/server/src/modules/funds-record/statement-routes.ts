import { STATEMENT_MONTH, STATEMENT_PATH, statementFilename } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { memberPostingsBetween } from '../../ledger/index.js';
import { businessDayStart } from '../../platform/business-time.js';
import { AppError } from '../../platform/errors.js';
import { sendPrivateFile } from '../../platform/http/private-file.js';
import { rawRouteMember } from '../../platform/http/raw-route-caller.js';
import type { RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { STATEMENT_MAX_ROWS, statementCsv } from './statement.js';

export interface StatementRouteDeps extends RouteDeps {
  settings: SettingsReader<typeof platformSettings>;
}

/** The month after `YYYY-MM`, as `YYYY-MM`. */
function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * The member's statement for one business month (docs/member-care.md): a file, so it is read
 * through the wrapper's `download` (the sealed header and the token as for every call) and answered
 * as CSV bytes; a refusal comes sealed like any other answer. Only the caller's own postings.
 */
export function statementRoutes(scope: FastifyInstance, deps: StatementRouteDeps): void {
  scope.get<{ Params: { month: string } }>(
    `${STATEMENT_PATH}/:month`,
    { schema: { hide: true } },
    async (request, reply) => {
      const member = await rawRouteMember(request, deps, STATEMENT_PATH);
      const { month } = request.params;
      if (!STATEMENT_MONTH.test(month)) throw new AppError('parameter_error');
      const timeZone = await deps.settings.get('business.time_zone');
      const postings = await memberPostingsBetween(deps.db, member.id, {
        start: businessDayStart(`${month}-01`, timeZone).toISOString(),
        end: businessDayStart(`${nextMonth(month)}-01`, timeZone).toISOString(),
        limit: STATEMENT_MAX_ROWS,
      });
      return sendPrivateFile(reply, {
        mime: 'text/csv; charset=utf-8',
        bytes: Buffer.from(statementCsv(postings, member.language, timeZone), 'utf8'),
        filename: statementFilename(month),
      });
    },
  );
}
