import { adminCouponsIssue, adminCouponsList, couponList } from '@cloudmine/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { operatorCents } from '../../platform/http/operator-input.js';
import { adminAction } from '../../platform/http/admin-action.js';
import { memberPage } from '../../platform/http/paging.js';
import { route, type RouteDeps } from '../../platform/http/routes.js';
import { membersByPhones, withMemberPhones } from '../accounts/index.js';
import { couponsPage, insertCoupons } from './coupons-repository.js';
import { couponTerms, couponTitles, type CouponsService } from './coupons-service.js';

export interface CouponsRouteDeps extends RouteDeps {
  coupons: CouponsService;
}

export function couponsRoutes(scope: FastifyInstance, deps: CouponsRouteDeps): void {
  const { db, coupons } = deps;

  route(scope, deps, couponList, (input, { member }) =>
    memberPage(input, (page) =>
      coupons.list(db, member.id, { ...page, status: input.status, language: member.language }),
    ),
  );

  adminAction(scope, deps, adminCouponsIssue, async (input, { now }, trx) => {
    const value = operatorCents(input.value);
    const minSpend = operatorCents(input.minSpend, { allowZero: true });
    if (input.expiresAt <= now.toISOString() || Number.isNaN(Date.parse(input.expiresAt))) {
      throw new AppError('parameter_error');
    }
    const phones = [...new Set(input.phones)];
    const members = await membersByPhones(trx, phones);
    const known = new Set(members.map((m) => m.phone));
    await insertCoupons(
      trx,
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
    );
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
    const page = await couponsPage(db, input, now.toISOString());
    const items = await withMemberPhones(db, page.items, (row, phone) => {
      const titles = couponTitles(row);
      return {
        id: row.id,
        memberId: row.member_id,
        phone,
        title: titles[input.language] || titles.en || '',
        ...couponTerms(row, now),
        createdAt: row.created_at,
      };
    });
    return { ...page, items };
  });
}
