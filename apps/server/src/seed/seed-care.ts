import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Services } from '../app/services.js';
import { inTransaction } from '../platform/db/transaction.js';
import { lockTicket, operatorReply } from '../modules/support/index.js';
import { latestVerification, reviewVerification } from '../modules/verification/index.js';
import { DEMO_OPERATOR } from './seed-operators.js';

/** A plain picture for the demo documents: a coloured card with a darker band, `width`×`height`. */
function demoPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const band = y > height * 0.6 && y < height * 0.75;
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      const photo = x > width * 0.06 && x < width * 0.32 && y > height * 0.15 && y < height * 0.55;
      const shade = band || photo ? 0.6 : 1;
      raw[at] = Math.round(rgb[0] * shade);
      raw[at + 1] = Math.round(rgb[1] * shade);
      raw[at + 2] = Math.round(rgb[2] * shade);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  services: Services,
  memberId: number,
  purpose: 'identity' | 'support' | 'avatar',
  bytes: Buffer,
): Promise<number> {
  const digest = createHash('sha256').update(bytes).digest('hex');
  return (await services.uploads.receive({ kind: 'member', id: memberId }, purpose, bytes, digest)).id;
}

async function documents(services: Services, memberId: number) {
  return {
    frontUploadId: await upload(services, memberId, 'identity', demoPng(320, 200, [120, 170, 220])),
    backUploadId: await upload(services, memberId, 'identity', demoPng(320, 200, [200, 200, 160])),
    selfieUploadId: await upload(services, memberId, 'identity', demoPng(200, 260, [230, 190, 160])),
  };
}

/**
 * Member care for the demo (docs/member-care.md): the demo member's avatar and approved verification, a friend's
 * waiting in the console's review queue, and the demo member's support conversation with an
 * unread operator reply (the badge on My).
 */
export async function seedCare(services: Services, members: Map<string, number>, demoPhone: string) {
  const { db, clock } = services;
  const demoId = members.get(demoPhone);
  const friendId = members.get('01812345601');
  if (demoId === undefined || friendId === undefined) return;
  const now = clock.now();

  const avatar = await upload(services, demoId, 'avatar', demoPng(96, 96, [90, 140, 200]));
  await services.accounts.updateInfo(demoId, { kind: 'avatar', uploadId: avatar }, '127.0.0.1');
  await services.verification.submit(demoId, {
    legalName: 'Demo Miner',
    idNumber: 'BD19900101001',
    ...(await documents(services, demoId)),
  });
  const demoSubmission = await latestVerification(db, demoId);
  if (demoSubmission) {
    await inTransaction(db, (trx) =>
      reviewVerification(trx, demoSubmission, {
        state: 'verified',
        rejectReason: null,
        at: now,
        by: DEMO_OPERATOR.username,
      }),
    );
  }
  await services.verification.submit(friendId, {
    legalName: 'Friend One',
    idNumber: 'BD19920202002',
    ...(await documents(services, friendId)),
  });

  const screenshot = await upload(services, demoId, 'support', demoPng(240, 400, [240, 240, 245]));
  const ticket = await services.support.open(demoId, {
    topic: 'withdrawal',
    text: 'My withdrawal has been under review since yesterday. Is anything missing?',
    uploadIds: [screenshot],
  });
  await inTransaction(db, async (trx) => {
    const row = await lockTicket(trx, ticket.id);
    if (!row) return;
    await operatorReply(trx, row, {
      operator: DEMO_OPERATOR.username,
      text: 'Nothing is missing: withdrawals are reviewed within one business day. We will pay it today.',
      uploadIds: [],
      at: now,
    });
  });
}
