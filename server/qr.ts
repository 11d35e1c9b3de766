import QRCode from 'qrcode';

/** An SVG QR code of `text`. */
export const qrSvg = (text: string) =>
  QRCode.toString(text, {
    type: 'svg',
    width: 256,
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#1f2d3d', light: '#ffffff' },
  });
