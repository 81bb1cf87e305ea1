/**
 * A short name for the device a user agent describes ("Chrome · Android"), as the security page
 * shows it: brand names only, no words of a language ("" for an unknown device, which the app words). Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function first(list: ReadonlyArray<[RegExp, string]>, userAgent: string): string | undefined {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function deviceName(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? '';
}

/** What is kept of a user agent: enough to name the device, never an unbounded header. */
export function storedUserAgent(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  return value.slice(0, 256);
}
