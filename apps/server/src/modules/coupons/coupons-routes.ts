import { adminCouponsIssue, adminCouponsList, couponList, type Language } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { decodeCursor, pageFrom } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { couponStatus, type CouponsService } from './coupons-service.js';

export interface CouponsRouteDeps extends RouteDeps {
  coupons: CouponsService;
}

export function couponsRoutes(scope: FastifyInstance, deps: CouponsRouteDeps): void {
  const { db, coupons } = deps;

  route(scope, deps, couponList, async (input, { member }) => {
    const items = await coupons.list(db, member.id, {
      status: input.status,
      limit: input.limit,
      language: member.language,
      ...(input.cursor ? { beforeId: decodeCursor(input.cursor) } : {}),
    });
    return pageFrom(items, input.limit, (coupon) => coupon.id);
  });

  adminAction(scope, deps, adminCouponsIssue, async (input, { now }, trx) => {
    const value = operatorCents(input.value);
    const minSpend = operatorCents(input.minSpend, { allowZero: true });
    if (input.expiresAt <= now.toISOString() || Number.isNaN(Date.parse(input.expiresAt))) {
      throw new AppError('parameter_error');
    }
    const phones = [...new Set(input.phones)];
    const members = await trx
      .selectFrom('members')
      .select(['id', 'phone'])
      .where('phone', 'in', phones)
      .execute();
    const known = new Set(members.map((m) => m.phone));
    if (members.length > 0) {
      await trx
        .insertInto('coupons')
        .values(
          members.map((m) => ({
            member_id: m.id,
            titles_json: JSON.stringify(input.title),
            value_minor: value,
            min_spend_minor: minSpend,
            product_ids_json: input.productIds === null ? null : JSON.stringify(input.productIds),
            expires_at: new Date(input.expiresAt).toISOString(),
            used_at: null,
            used_reference: null,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    }
    return {
      data: { issued: members.length, unknownPhones: phones.filter((p) => !known.has(p)) },
      audit: {
        action: 'coupon.issue',
        targetKind: 'coupon_batch',
        targetId: now.getTime(),
        after: {
          members: members.map((m) => m.id),
          valueMinor: value,
          minSpendMinor: minSpend,
          productIds: input.productIds,
          expiresAt: input.expiresAt,
        },
        reason: input.reason,
      },
    };
  });

  route(scope, deps, adminCouponsList, async (input, { now }) => {
    const at = now.toISOString();
    const base = db
      .selectFrom('coupons as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .$if(input.memberId !== undefined, (qb) => qb.where('c.member_id', '=', input.memberId ?? 0))
      .$call((qb) => {
        if (input.status === 'used') return qb.where('c.used_at', 'is not', null);
        if (input.status === 'unused')
          return qb.where('c.used_at', 'is', null).where('c.expires_at', '>', at);
        if (input.status === 'expired')
          return qb.where('c.used_at', 'is', null).where('c.expires_at', '<=', at);
        return qb;
      });
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('c')
      .select('m.phone')
      .orderBy('c.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute();
    const language: Language = input.language;
    return {
      total: Number(total),
      page: input.page,
      pageSize: input.pageSize,
      items: rows.map((row) => {
        const titles = JSON.parse(row.titles_json) as Partial<Record<Language, string>>;
        return {
          id: row.id,
          memberId: row.member_id,
          phone: row.phone,
          title: titles[language] || titles.en || '',
          valueMinor: row.value_minor,
          minSpendMinor: row.min_spend_minor,
          productIds: row.product_ids_json === null ? null : (JSON.parse(row.product_ids_json) as number[]),
          expiresAt: row.expires_at,
          usedAt: row.used_at,
          status: couponStatus(row, now),
          createdAt: row.created_at,
        };
      }),
    };
  });
}
