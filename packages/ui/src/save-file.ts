/**
 * Hands a file to the browser to save: an object URL on a link with `download`, released a minute
 * later rather than at once, because some browsers read the URL only after `click()` returns.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
