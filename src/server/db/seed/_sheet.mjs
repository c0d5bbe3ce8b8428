import sharp from 'sharp';
const names = process.argv.slice(2);
const tiles = await Promise.all(names.map((n) => sharp(`/tmp/imgtest/uploads/demo/${n}-thumb.jpg`).toBuffer()));
const cols = 3, rows = Math.ceil(names.length / cols);
await sharp({ create: { width: 400 * cols, height: 300 * rows, channels: 3, background: '#fff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * 400, top: Math.floor(i / cols) * 300 })))
  .png().toFile('/tmp/sheet.png');
