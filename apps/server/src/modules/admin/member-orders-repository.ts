import type { adminMemberOrders, CallPayload } from '@cloudmine/api';
import type { Executor } from '../../platform/db/transaction.js';
import { adminMemberHoldings } from '../funds/index.js';
import { adminMemberMachines } from '../mall/index.js';
import { adminMemberPledges } from '../pledge/index.js';

type Filter = CallPayload<typeof adminMemberOrders>;

/**
 * A member's machines, pledges or fund holdings for the console's member page, newest first: each
 * product module answers for its own kind, this only picks which.
 */
export function listMemberOrders(db: Executor, filter: Filter) {
  switch (filter.kind) {
    case 'mining':
      return adminMemberMachines(db, filter.memberId, filter);
    case 'pledge':
      return adminMemberPledges(db, filter.memberId, filter);
    case 'fund':
      return adminMemberHoldings(db, filter.memberId, filter);
  }
}
