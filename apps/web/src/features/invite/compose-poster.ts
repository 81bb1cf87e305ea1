/** What the poster shows, in the member's language. */
export interface PosterContent {
  qrCodeDataUrl: string;
  title: string;
  subtitle: string;
  codeLabel: string;
  code: string;
}

const WIDTH = 600;
const HEIGHT = 900;
const QR_SIZE = 320;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the QR code image did not load'));
    image.src = src;
  });
}

/**
 * The invitation poster as a PNG data URL: title, the server's QR code of the invite link and the
 * code, drawn on a canvas so the member can save or share one image. Answers null where the browser
 * cannot draw (the page then shows the QR code alone).
 */
export async function composePoster(content: PosterContent): Promise<string | null> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    return null;
  }
  if (!context) return null;
  const qr = await loadImage(content.qrCodeDataUrl);

  const background = context.createLinearGradient(0, 0, WIDTH, HEIGHT);
  background.addColorStop(0, '#1f6feb');
  background.addColorStop(1, '#0b3d91');
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, HEIGHT);

  context.textAlign = 'center';
  context.fillStyle = '#ffffff';
  context.font = 'bold 40px system-ui, sans-serif';
  context.fillText(content.title, WIDTH / 2, 120, WIDTH - 60);
  context.font = '24px system-ui, sans-serif';
  context.fillText(content.subtitle, WIDTH / 2, 170, WIDTH - 60);

  const cardX = (WIDTH - QR_SIZE - 40) / 2;
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.roundRect(cardX, 230, QR_SIZE + 40, QR_SIZE + 40, 24);
  context.fill();
  context.drawImage(qr, cardX + 20, 250, QR_SIZE, QR_SIZE);

  context.fillStyle = '#ffffff';
  context.font = '24px system-ui, sans-serif';
  context.fillText(content.codeLabel, WIDTH / 2, 680);
  context.font = 'bold 56px ui-monospace, monospace';
  context.fillText(content.code, WIDTH / 2, 750);
  context.font = 'bold 28px system-ui, sans-serif';
  context.fillText('Cloudmine', WIDTH / 2, 850);
  return canvas.toDataURL('image/png');
}
