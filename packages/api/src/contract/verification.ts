import { z } from 'zod';
import { VERIFICATION_REJECT_REASON_KEYS, VERIFICATION_STATES } from '../care.js';
import { empty, id, timestamp } from './common.js';
import { defineCall } from './define.js';

/** A file the member sent through the upload wrapper; the server answers its id. */
export const uploadedFile = z.object({
  id: z.number().int(),
  mime: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const verificationRejectReason = z.enum(VERIFICATION_REJECT_REASON_KEYS);

export const verificationStatus = z.object({
  state: z.enum(VERIFICATION_STATES),
  legalName: z.string().nullable(),
  /** Only the last four characters: the full number stays with operators. */
  idNumberTail: z.string().nullable(),
  /** The reason of the latest rejection (texts in VERIFICATION_REJECT_REASONS), null otherwise. */
  rejectReason: verificationRejectReason.nullable(),
  submittedAt: timestamp.nullable(),
  reviewedAt: timestamp.nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatus>;

export const verification = defineCall({
  method: 'POST',
  path: '/api/auth/verification',
  auth: 'member',
  summary: 'The member’s identity verification: not submitted, under review, verified or rejected (why)',
  request: empty,
  response: verificationStatus,
});

export const legalName = z.string().trim().min(2, { error: 'parameter_error' }).max(100);
export const nationalIdNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{5,32}$/, { error: 'parameter_error' });

export const verificationSubmit = defineCall({
  method: 'POST',
  path: '/api/auth/verification/submit',
  auth: 'member',
  summary:
    'Submit legal name, national ID number and the uploaded photos of the ID’s front, back and a selfie; refused while under review or once verified',
  request: z.object({
    legalName,
    idNumber: nationalIdNumber,
    frontUploadId: id,
    backUploadId: id,
    selfieUploadId: id,
  }),
  response: verificationStatus,
});
