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
import type { Settings } from '../../app/settings-catalogue.js';
import { SETTINGS } from '../../app/settings-catalogue.js';
import { revokeOperatorSession, revokeOperatorSessions } from '../../platform/auth/operator-sessions.js';
import { AppError } from '../../platform/errors.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { SettingValueError, type SettingsStore } from '../../platform/settings/settings.js';
import { listAudit } from './audit-repository.js';
import { operatorInfo, operatorListRow, type OperatorsService } from './operators-service.js';

export interface AdminRouteDeps extends RouteDeps {
  operators: OperatorsService;
  settings: SettingsStore<Settings>;
}

function settingRow(entry: { key: string; value: unknown; defaultValue: unknown; description: string }) {
  const def = SETTINGS[entry.key as keyof Settings];
  return { ...entry, schema: z.toJSONSchema(def.schema, { unrepresentable: 'any' }) };
}

export function adminRoutes(scope: FastifyInstance, deps: AdminRouteDeps): void {
  const { operators, settings, db } = deps;

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

  route(scope, deps, adminOperatorsList, async () => {
    const rows = await db.selectFrom('operators').selectAll().orderBy('id').execute();
    return { items: rows.map(operatorListRow) };
  });

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
    const before = await operators.find(trx, input.operatorId);
    if (!before) throw new AppError('not_found');
    // Nobody locks themselves out, and the last owner stays an owner.
    if (before.id === actor.id && (input.active === false || (input.role && input.role !== before.role))) {
      throw new AppError('not_eligible');
    }
    const endsSessions = input.active === false || (input.role !== undefined && input.role !== before.role);
    await trx
      .updateTable('operators')
      .set((eb) => ({
        ...(input.role ? { role: input.role } : {}),
        ...(input.active === undefined ? {} : { active: input.active ? 1 : 0 }),
        // A login that checked its password before this change cannot write a session after it.
        ...(endsSessions ? { credentials_version: eb('credentials_version', '+', 1) } : {}),
      }))
      .where('id', '=', input.operatorId)
      .execute();
    if (endsSessions) await revokeOperatorSessions(trx, input.operatorId, now);
    const after = await operators.find(trx, input.operatorId);
    if (!after) throw new AppError('not_found');
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

  route(scope, deps, adminSettingsList, async () => ({ items: (await settings.list()).map(settingRow) }));

  adminAction(scope, deps, adminSettingsUpdate, async (input, _context, trx) => {
    if (!Object.hasOwn(SETTINGS, input.key)) throw new AppError('parameter_error');
    const key = input.key as keyof Settings;
    const before = await settings.get(key);
    try {
      await settings.set(trx, key, input.value);
    } catch (error) {
      if (error instanceof SettingValueError) throw new AppError(error.reason ?? 'parameter_error');
      throw error;
    }
    const def = SETTINGS[key];
    const after = def.schema.parse(input.value);
    return {
      afterCommit: () => settings.changed(),
      data: settingRow({ key, value: after, defaultValue: def.defaultValue, description: def.description }),
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
