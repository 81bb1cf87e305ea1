import { randomInt } from 'node:crypto';

/** Without 0/O and 1/I, so a code read aloud or from a poster is not mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITATION_CODE_LENGTH = 6;

export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function normalizeInvitationCode(input: string): string {
  return input.trim().toUpperCase();
}
