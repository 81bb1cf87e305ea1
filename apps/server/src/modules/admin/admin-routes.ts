import {
  adminAuditList,
  adminLogin,
  adminLogout,
  adminMe,
  adminOperatorsCreate,
  adminOperatorsList,
  adminOperatorsUpdate,
  adminSettingsList,
  adminSettingsUpdate,
} from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import {
  SettingValueError,
  type SettingDef,
  type SettingEntry,
  type SettingsCatalogue,
  type SettingsStore,
} from '../../platform/settings/settings.js';
import { listAudit } from './audit-repository.js';
import { revokeOperatorSession } from './operator-sessions-repository.js';
import { operatorInfo, operatorListRow, type OperatorsService } from './operators-service.js';

export interface AdminRouteDeps extends RouteDeps {
  operators: OperatorsService;
  /** Every setting of the app (its catalogue is composed in app/settings-catalogue.ts). */
  settings: SettingsStore<SettingsCatalogue>;
}

function settingRow(def: SettingDef, entry: SettingEntry) {
  return { ...entry, schema: z.toJSONSchema(def.schema, { unrepresentable: 'any' }) };
}

export function adminRoutes(scope: FastifyInstance, deps: AdminRouteDeps): void {
  const { operators, settings, db } = deps;
  const { catalogue } = settings;

  route(scope, deps, adminLogin, (input, { ip }) =>
    operators.login(input.username, input.password, input.totp, ip),
  );

  route(scope, deps, adminLogout, async (_input, { token, now }) => {
    await revokeOperatorSession(db, token, now);
    return { ok: true as const };
  });

  route(scope, deps, adminMe, async (_input, { operator }) => {
    const row = await operators.find(db, operator.id);
    if (!row) throw AppError.unauthorized();
    return operatorInfo(row);
  });

  route(scope, deps, adminOperatorsList, async () => ({
    items: (await operators.list()).map(operatorListRow),
  }));

  adminAction(scope, deps, adminOperatorsCreate, async (input, _context, trx) => {
    const created = await operators.create(trx, input.username, input.role);
    const operator = operatorListRow(created.operator);
    return {
      data: {
        operator,
        password: created.password,
        totpSecret: created.totpSecret,
        totpUri: created.totpUri,
      },
      // The secrets are handed over once and never written to the log.
      audit: {
        action: 'operator.create',
        targetKind: 'operator',
        targetId: operator.id,
        after: operator,
        reason: input.reason,
      },
    };
  });

  adminAction(scope, deps, adminOperatorsUpdate, async (input, { operator: actor, now }, trx) => {
    // An update that changes nothing would be an empty SET, which both engines refuse as SQL.
    if (input.role === undefined && input.active === undefined) throw new AppError('missing_parameters');
    const { before, after } = await operators.update(trx, actor.id, input, now);
    return {
      data: operatorListRow(after),
      audit: {
        action: 'operator.update',
        targetKind: 'operator',
        targetId: after.id,
        before: operatorListRow(before),
        after: operatorListRow(after),
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminAuditList, (input) => listAudit(db, input));

  route(scope, deps, adminSettingsList, async () => ({
    items: (await settings.list()).flatMap((entry) => {
      const def = catalogue[entry.key];
      return def ? [settingRow(def, entry)] : [];
    }),
  }));

  adminAction(scope, deps, adminSettingsUpdate, async (input, _context, trx) => {
    const key = input.key;
    const def = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
    if (!def) throw new AppError('parameter_error');
    const before = await settings.get(key);
    try {
      await settings.set(trx, key, input.value);
    } catch (error) {
      if (error instanceof SettingValueError) throw new AppError(error.reason ?? 'parameter_error');
      throw error;
    }
    const after = def.schema.parse(input.value);
    return {
      afterCommit: () => settings.changed(),
      data: settingRow(def, {
        key,
        module: def.module,
        unit: def.unit,
        value: after,
        defaultValue: def.defaultValue,
      }),
      audit: {
        action: 'setting.update',
        targetKind: 'setting',
        targetId: key,
        before,
        after,
        reason: input.reason,
      },
    };
  });
}
