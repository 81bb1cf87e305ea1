/** The non-empty trimmed lines of a text area (image addresses, phone lists). */
export function linesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}
