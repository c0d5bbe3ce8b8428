// Writes the web app's icons (public/icons) from public/favicon.svg: 192 and 512 px, and a 512 px maskable
// one whose mark sits inside the safe circle on the brand's cream. Run again after the favicon changes:
// npx tsx scripts/make-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public/favicon.svg'));
const out = path.join(root, 'public/icons');
const CREAM = '#FFFBF3';

fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}
// Maskable: the launcher may crop to a circle of 80% of the side; the mark takes 60% of it, centred.
const mark = await sharp(svg, { density: 72 * ((512 * 0.6) / 48) })
  .resize(Math.round(512 * 0.6))
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: CREAM } })
  .composite([{ input: mark, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'icon-maskable-512.png'));
console.log(`icons written to ${path.relative(root, out)}`);
