import type { AccountsTables } from './tables/accounts.js';
import type { AdminTables } from './tables/admin.js';
import type { BargainTables } from './tables/bargain.js';
import type { CareTables } from './tables/care.js';
import type { BankCardsTables } from './tables/bank-cards.js';
import type { ContentTables } from './tables/content.js';
import type { CouponsTables } from './tables/coupons.js';
import type { EngagementTables } from './tables/engagement.js';
import type { FundsTables } from './tables/funds.js';
import type { LedgerTables } from './tables/ledger.js';
import type { MallTables } from './tables/mall.js';
import type { PlatformTables } from './tables/platform.js';
import type { TeamTables } from './tables/team.js';
import type { RechargeTables } from './tables/recharge.js';
import type { WithdrawalsTables } from './tables/withdrawals.js';
import type { PledgeTables } from './tables/pledge.js';
import type { JobsTables } from './tables/jobs.js';

/** Every table of the database; each domain declares its own in `tables/`. */
export interface DB
  extends
    PlatformTables,
    LedgerTables,
    AccountsTables,
    ContentTables,
    AdminTables,
    CouponsTables,
    EngagementTables,
    TeamTables,
    BargainTables,
    RechargeTables,
    BankCardsTables,
    WithdrawalsTables,
    MallTables,
    PledgeTables,
    FundsTables,
    JobsTables,
    CareTables {}
