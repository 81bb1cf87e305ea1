import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 codes of an authenticator app (operators', and members' who turn it on): 6 digits, 30 s steps, one step of clock drift. */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(username: string, secret: string): string {
  return generateURI({ issuer: 'Cloudmine', label: username, secret });
}

/**
 * Checks a code at `now`; answers the accepted time step, or null. A step at or before
 * `lastStep` is refused, so a code seen once (by a shoulder-surfer, say) cannot be used again.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    afterTimeStep: lastStep,
  });
  // TOTP results carry the matched time step (HOTP results of the same union do not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
