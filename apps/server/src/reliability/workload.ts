import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
  adminWithdrawalApprove,
  adminWithdrawalReject,
  adminWithdrawalsList,
  login,
  register,
  smsSend,
  type ApiClient,
  type EnvelopeCodec,
  type Transport,
} from '@cloudmine/api';
import { httpClient, type Target } from './http-client.js';
import { Journal, pause } from './journal.js';
import { randomAction, type Member } from './member-actions.js';
import { randomPhone, type World } from './world.js';

export interface WorkloadOptions {
  codec: EnvelopeCodec;
  world: World;
  /** The nodes: client i talks to node i mod n. */
  targets: Target[];
  /** DATA_DIR/sms-outbox.jsonl, where the servers write verification codes. */
  outboxFile: string;
  /** Clients that register first (the others are the world's members). */
  registering: number;
  actionsPerClient: number;
  /** Seeds the clients' random sequences, so a failing run can be repeated. */
  seed: number;
  /** Called after every finished action, e.g. to kill the server at some point. */
  onProgress?: (journal: Journal) => Promise<void> | void;
  /** How requests travel (plain fetch by default, HTTPS through the proxy). */
  transport?: Transport;
}

/** Small, fast, seedable (mulberry32). */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A distinct private address per client, so per-IP limits apply to each as to a real user. */
function clientIp(index: number): string {
  const run = randomBytes(1).readUInt8();
  return `10.${run}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

async function smsCode(outboxFile: string, phone: string): Promise<string | null> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (fs.existsSync(outboxFile)) {
      const lines = fs.readFileSync(outboxFile, 'utf8').split('\n').filter(Boolean);
      const sent = lines.map((line) => JSON.parse(line) as { phone: string; code: string });
      const code = sent.findLast((entry) => entry.phone === phone)?.code;
      if (code) return code;
    }
    await pause(100);
  }
  return null;
}

/** Registers through SMS like a new user, then logs in; answers the member's id and token. */
async function signUp(
  journal: Journal,
  client: ApiClient,
  options: WorkloadOptions,
  inviter: string,
): Promise<{ id: number; token: string } | null> {
  const phone = randomPhone();
  const password = 'reliable123';
  // A lost answer is sent again; a code sent before the crash is found in the outbox all the same.
  await journal.send('sms', () => client.call(smsSend, { phone, purpose: 'register' }));
  const code = await smsCode(options.outboxFile, phone);
  if (!code) return null;
  const registered = await journal.send('register', () =>
    client.call(register, {
      phone,
      password,
      confirmPassword: password,
      invitationCode: inviter,
      smsCode: code,
    }),
  );
  if (registered) journal.ack({ kind: 'register', phone });
  const session = await journal.send('login', () => client.call(login, { phone, password }));
  return session ? { id: session.user.id, token: session.token } : null;
}

async function runClient(journal: Journal, options: WorkloadOptions, index: number): Promise<void> {
  const random = randomSequence(options.seed * 1_000 + index);
  const target = options.targets[index % options.targets.length];
  if (!target) throw new Error('no target');
  let token: string | null = null;
  const client = httpClient({
    codec: options.codec,
    target,
    ip: clientIp(index),
    token: () => token,
    ...(options.transport ? { transport: options.transport } : {}),
  });
  const { members } = options.world;
  let memberId: number;
  if (index < options.registering) {
    const inviter = members[Math.floor(random() * members.length)];
    const session = await signUp(journal, client, options, inviter?.invitationCode ?? '');
    if (!session) return;
    ({ id: memberId, token } = session);
  } else {
    const seeded = members[(index - options.registering) % members.length];
    if (!seeded) return;
    ({ id: memberId, token } = seeded);
  }
  const member: Member = {
    journal,
    client,
    target,
    ...(options.transport ? { transport: options.transport } : {}),
    memberId,
    random,
    world: options.world,
    orders: [],
  };
  for (let i = 0; i < options.actionsPerClient; i += 1) {
    await randomAction(random)(member);
    await options.onProgress?.(journal);
  }
}

/** The operator reviews withdrawals as they come in, now and then deciding one twice at once. */
async function review(journal: Journal, admin: ApiClient, random: () => number): Promise<number> {
  const page = await journal.send('withdrawals/list', () =>
    admin.call(adminWithdrawalsList, { state: 'under_review', pageSize: 20 }),
  );
  for (const row of page?.items ?? []) {
    const approve = random() < 0.6;
    const decide = () =>
      journal.send('withdrawals/review', () =>
        approve
          ? admin.call(adminWithdrawalApprove, { withdrawalId: row.id })
          : admin.call(adminWithdrawalReject, { withdrawalId: row.id, reason: 'reliability review' }),
      );
    const answers = await Promise.all(random() < 0.2 ? [decide(), decide()] : [decide()]);
    if (answers.some((answer) => answer !== null)) {
      journal.ack({ kind: 'review', withdrawalId: row.id, decision: approve ? 'approve' : 'reject' });
    }
  }
  return page?.items.length ?? 0;
}

/**
 * Every client acts at once (one connection each), while the operator reviews withdrawals on the
 * first node; answers the journal of everything sent and acknowledged.
 */
export async function runWorkload(options: WorkloadOptions, clients: number): Promise<Journal> {
  const journal = new Journal();
  const started = Date.now();
  const firstTarget = options.targets[0];
  if (!firstTarget) throw new Error('no target');
  const admin = httpClient({
    codec: options.codec,
    target: firstTarget,
    ip: '10.255.255.1',
    token: () => options.world.operatorToken,
    ...(options.transport ? { transport: options.transport } : {}),
  });
  const random = randomSequence(options.seed);
  let done = false;
  const operator = (async () => {
    while (!done) {
      if ((await review(journal, admin, random)) === 0) await pause(100);
    }
    while ((await review(journal, admin, random)) > 0);
  })();
  try {
    await Promise.all(Array.from({ length: clients }, (_, index) => runClient(journal, options, index)));
  } finally {
    done = true;
    await operator;
  }
  journal.figures.durationMs = Date.now() - started;
  return journal;
}
