import {
  adminExportPostings,
  adminExportRecharges,
  adminExportTrends,
  adminExportWithdrawals,
  type CallPayload,
  type CallResponse,
  type CsvExport,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { addDays, businessDayStart, lastBusinessDays } from '../../platform/business-time.js';
import { AppError, invariant } from '../../platform/errors.js';
import { inTransaction, type Trx } from '../../platform/db/transaction.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import type { platformSettings } from '../../platform/settings/platform-settings.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { dashboardTrends, trendRows } from '../dashboard/index.js';
import { toCsv } from './csv.js';
import {
  postingRows,
  rechargeRows,
  withdrawalRows,
  type ExportRange,
  type ExportRows,
} from './export-queries.js';

export interface ExportsRouteDeps extends RouteDeps {
  settings: SettingsReader<typeof platformSettings>;
}

type ExportCall = typeof adminExportPostings | typeof adminExportWithdrawals | typeof adminExportRecharges;

interface RangeInput {
  from?: string;
  to?: string;
  memberId?: number;
}

/** Business days (both ends inclusive) to instants in the operator's time zone. */
function rangeOf(input: RangeInput, timeZone: string): ExportRange {
  if (input.from && input.to && input.from > input.to) throw new AppError('parameter_error');
  return {
    start: input.from ? businessDayStart(input.from, timeZone).toISOString() : null,
    end: input.to ? businessDayStart(addDays(input.to, 1), timeZone).toISOString() : null,
    ...(input.memberId === undefined ? {} : { memberId: input.memberId }),
  };
}

function fileOf(kind: string, input: RangeInput, result: ExportRows): CsvExport {
  return {
    filename: `${kind}-${input.from ?? 'start'}-to-${input.to ?? 'now'}.csv`,
    csv: toCsv(result.header, result.rows),
    rows: result.rows.length,
    truncated: result.truncated,
  };
}

/**
 * CSV exports ride the normal encrypted envelope as text (DESIGN §3: every operator call is enveloped
 * and authenticated the same way); the console turns the text into a file download. Each export is
 * audited in the transaction that reads the rows: who exported what, with which filter, how many rows.
 */
export function exportsRoutes(scope: FastifyInstance, deps: ExportsRouteDeps): void {
  const exportRoute = <C extends ExportCall>(
    call: C,
    kind: string,
    read: (trx: Trx, range: ExportRange, input: CallPayload<C>) => Promise<ExportRows>,
  ) => {
    invariant(call.audit?.includes(`export.${kind}`), `${call.path} must declare export.${kind}`);
    route(scope, deps, call, async (input, context) => {
      // The time zone is read before the transaction: on PostgreSQL settings share its pool.
      const range = rangeOf(input, await deps.settings.get('business.time_zone'));
      return inTransaction(deps.db, async (trx) => {
        const data = fileOf(kind, input, await read(trx, range, input));
        await deps.audit(trx, context.operator, context, [
          {
            action: `export.${kind}`,
            targetKind: 'export',
            targetId: kind,
            after: { filter: input, rows: data.rows, truncated: data.truncated },
          },
        ]);
        // Every export answers the same `csvExport` shape.
        return data as CallResponse<C>;
      });
    });
  };

  exportRoute(adminExportPostings, 'postings', (trx, range, input) => postingRows(trx, range, input.type));
  exportRoute(adminExportWithdrawals, 'withdrawals', (trx, range, input) =>
    withdrawalRows(trx, range, input.state),
  );
  exportRoute(adminExportRecharges, 'recharges', (trx, range, input) =>
    rechargeRows(trx, range, { state: input.state, channelId: input.channelId }),
  );

  // A chart of the dashboard's trends, the figures the console draws, one row per business day.
  route(scope, deps, adminExportTrends, async (input, context) => {
    const timeZone = await deps.settings.get('business.time_zone');
    return inTransaction(deps.db, async (trx) => {
      const range = lastBusinessDays(context.now, input.days, timeZone);
      const { header, rows } = trendRows(input.chart, await dashboardTrends(trx, range));
      const data: CsvExport = {
        filename: `trends-${input.chart}-${range.buckets[0]?.date ?? range.today}-to-${range.today}.csv`,
        csv: toCsv(header, rows),
        rows: rows.length,
        truncated: false,
      };
      await deps.audit(trx, context.operator, context, [
        {
          action: 'export.trends',
          targetKind: 'export',
          targetId: 'trends',
          after: { filter: input, rows: data.rows, truncated: false },
        },
      ]);
      return data;
    });
  });
}
