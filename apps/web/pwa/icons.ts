import zlib from 'node:zlib';

/** The app's colours (styles/app.css `--adm-color-primary`, the page background). */
export const THEME_COLOR = '#1f6feb';
export const BACKGROUND_COLOR = '#f4f6fa';

const BLUE = [0x1f, 0x6f, 0xeb] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** Samples per pixel side: edges are anti-aliased by coverage. */
const SUPERSAMPLE = 4;

/**
 * The icon drawn in unit coordinates (0..1 across the icon): a white coin with a blue bar, the
 * mining payout. `scale` shrinks the drawing towards the centre: a maskable icon keeps everything
 * inside the central 80% safe zone, since launchers crop it to their own shape.
 */
function isWhite(x: number, y: number, scale: number): boolean {
  const dx = (x - 0.5) / scale;
  const dy = (y - 0.5) / scale;
  const r = Math.hypot(dx, dy);
  const coin = r <= 0.3 && r >= 0.235;
  const bar = Math.abs(dx) <= 0.05 && Math.abs(dy) <= 0.15;
  return coin || bar;
}

/** RGBA pixels: the plain icon has rounded corners (transparent outside), the maskable one fills its square. */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.8 : 1;
  const corner = 0.18;
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let inside = 0;
      let white = 0;
      for (let s = 0; s < samples; s += 1) {
        const x = (px + ((s % SUPERSAMPLE) + 0.5) / SUPERSAMPLE) / size;
        const y = (py + (Math.floor(s / SUPERSAMPLE) + 0.5) / SUPERSAMPLE) / size;
        // Distance outside the rounded square (the maskable icon fills the whole square).
        const qx = Math.max(Math.abs(x - 0.5) - (0.5 - corner), 0);
        const qy = Math.max(Math.abs(y - 0.5) - (0.5 - corner), 0);
        if (!maskable && Math.hypot(qx, qy) > corner) continue;
        inside += 1;
        if (isWhite(x, y, scale)) white += 1;
      }
      const at = (py * size + px) * 4;
      const share = inside === 0 ? 0 : white / inside;
      for (let c = 0; c < 3; c += 1) {
        const [from, to] = [BLUE[c] ?? 0, WHITE[c] ?? 0];
        pixels[at + c] = Math.round(from + (to - from) * share);
      }
      pixels[at + 3] = Math.round((inside / samples) * 255);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no filter) of the app icon, `size` pixels square. */
export function iconPng(size: number, maskable = false): Buffer {
  const pixels = draw(size, maskable);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    // Each row starts with its filter type, 0 = none.
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
