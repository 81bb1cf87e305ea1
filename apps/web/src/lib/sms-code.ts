/** A code as the SMS sends it: exactly `length` digits. */
export function isSmsCode(code: string, length: number): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}
