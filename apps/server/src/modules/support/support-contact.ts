import type { SupportTopic } from '@cloudmine/api';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SettingsReader } from '../../platform/settings/settings.js';
import { insertMessage, insertTicket, lockOpenTicketOnTopic, updateTicket } from './support-repository.js';
import type { supportSettings } from './support-settings.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ContactOrigin {
  ip: string;
  userAgent: string;
}

export interface SupportContactDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  settings: SettingsReader<typeof supportSettings>;
  /** The member these credentials belong to, banned or not (the accounts module's login check). */
  proveOwner(phone: string, password: string, from: ContactOrigin): Promise<{ memberId: number }>;
}

/**
 * Support for a member who cannot log in (a banned account): the phone and password prove who
 * writes, guarded by the login lockout; the message joins the member's unclosed conversation on the
 * topic, or opens one, and waits in the console's queue like any other. The member reads the answer
 * in the app once they can log in; no SMS is sent.
 */
export function createSupportContact(deps: SupportContactDeps) {
  const { db, clock, limiter, settings } = deps;
  return async function contact(
    input: { phone: string; password: string; topic: SupportTopic; text: string },
    from: ContactOrigin,
  ): Promise<{ ticketId: number }> {
    // Per address before the password is even checked: the form is no free guessing oracle.
    const fromAddress = await limiter.hit(`support:contact:ip:${from.ip}`, HOUR_MS);
    if (fromAddress > (await settings.get('support.contact_per_ip_per_hour')))
      throw new AppError('request_too_frequent');
    const { memberId } = await deps.proveOwner(input.phone, input.password, from);
    const fromMember = await limiter.hit(`support:contact:member:${memberId}`, DAY_MS);
    if (fromMember > (await settings.get('support.contact_per_day')))
      throw new AppError('request_too_frequent');

    const now = clock.now();
    return inTransaction(db, async (trx) => {
      const open = await lockOpenTicketOnTopic(trx, memberId, input.topic);
      const ticketId = open?.id ?? (await insertTicket(trx, { memberId, topic: input.topic, at: now }));
      await insertMessage(trx, {
        ticketId,
        author: 'member',
        operator: null,
        text: input.text,
        uploadIds: [],
        at: now,
      });
      if (open) await updateTicket(trx, ticketId, { state: 'open', updated_at: now.toISOString() });
      return { ticketId };
    });
  };
}
