import { copyText } from './clipboard';

/**
 * Shares a link through the system share sheet where there is one, else copies text and link.
 * Answers what happened; throws only when copying failed too.
 */
export async function shareLink(share: {
  title: string;
  text: string;
  url: string;
  files?: File[];
}): Promise<'shared' | 'cancelled' | 'copied'> {
  if (typeof navigator.share === 'function') {
    const files = share.files ?? [];
    const withFiles = files.length > 0 && navigator.canShare?.({ files }) === true;
    try {
      await navigator.share({
        title: share.title,
        text: share.text,
        url: share.url,
        ...(withFiles ? { files } : {}),
      });
      return 'shared';
    } catch (error) {
      // The member closed the share sheet; any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await copyText(`${share.text} ${share.url}`);
  return 'copied';
}
