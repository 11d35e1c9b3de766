// Regenerates the site's QR code SVGs (committed under src/assets/qr). Run: npx tsx scripts/make-qr.ts
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const codes = {
  'wechat-service': 'https://www.chengchuan.example/contact#wechat',
  'official-account': 'https://www.chengchuan.example/?from=official-account',
  'short-video': 'https://www.chengchuan.example/?from=short-video',
  'app-download': 'https://www.chengchuan.example/download#app',
};

for (const [name, text] of Object.entries(codes)) {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    margin: 1,
    color: { dark: '#1f2d3d', light: '#ffffff' },
  });
  writeFileSync(new URL(`../src/assets/qr/${name}.svg`, import.meta.url), svg);
}
console.log('QR codes written:', Object.keys(codes).join(', '));
