import { POSTER_TEXTS, type Language } from '@cloudmine/api';
import QRCode from 'qrcode';

const WIDTH = 600;
const HEIGHT = 900;
const QR_SIZE = 320;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The invitation poster as an SVG (the file the app shows and saves): title, the QR code of the
 * invite link drawn as vector paths, and the invitation code, in the member's language. Text is
 * set in the viewer's system fonts, as the app's own pages are.
 */
export async function posterSvg(input: {
  inviteUrl: string;
  code: string;
  language: Language;
}): Promise<string> {
  const texts = POSTER_TEXTS[input.language];
  const qr = await QRCode.toString(input.inviteUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  // The QR code's own <svg>, placed and sized inside the poster.
  const qrAt = (WIDTH - QR_SIZE) / 2;
  const placedQr = qr
    .replace(/<\?xml[^>]*>/, '')
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace('<svg ', `<svg x="${qrAt}" y="250" width="${QR_SIZE}" height="${QR_SIZE}" `);
  const font = 'system-ui, sans-serif';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#1f6feb"/><stop offset="1" stop-color="#0b3d91"/></linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<g fill="#ffffff" text-anchor="middle" font-family="${font}">`,
    `<text x="${WIDTH / 2}" y="120" font-size="40" font-weight="bold">${escapeXml(texts.title)}</text>`,
    `<text x="${WIDTH / 2}" y="170" font-size="24">${escapeXml(texts.subtitle)}</text>`,
    `<rect x="${qrAt - 20}" y="230" width="${QR_SIZE + 40}" height="${QR_SIZE + 40}" rx="24"/>`,
    `<text x="${WIDTH / 2}" y="680" font-size="24">${escapeXml(texts.codeLabel)}</text>`,
    `<text x="${WIDTH / 2}" y="750" font-size="56" font-weight="bold" font-family="ui-monospace, monospace">${escapeXml(input.code)}</text>`,
    `<text x="${WIDTH / 2}" y="850" font-size="28" font-weight="bold">Cloudmine</text>`,
    '</g>',
    placedQr,
    '</svg>',
  ].join('\n');
}
