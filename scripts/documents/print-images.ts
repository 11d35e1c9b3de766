import type { Page } from '@playwright/test';

/**
 * Gets a page's pictures ready for print: loads the lazy ones print shows (they would print as
 * empty frames) and swaps each raster picture for a JPEG of the same pixels. Chromium writes a
 * WebP into a PDF as raw deflated pixels but keeps a JPEG as it is: a spec sheet's render drops
 * from about 100 KB to 20 KB. Vector images (SVG: logos, icons, QR codes) stay as they are.
 */
export async function jpegImagesForPrint(page: Page, quality: number): Promise<void> {
  await page.evaluate(async (jpegQuality) => {
    const shown = [...document.images].filter((image) => image.getClientRects().length > 0);
    const lazy = shown.filter((image) => image.loading === 'lazy');
    for (const image of lazy) image.loading = 'eager';
    await Promise.all(shown.map((image) => image.decode().catch(() => undefined)));
    for (const image of shown) {
      if (!/\.(webp|png|jpe?g)(\?|$)/i.test(image.currentSrc) || !image.naturalWidth) continue;
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0);
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
      image.src = canvas.toDataURL('image/jpeg', jpegQuality);
      await image.decode();
    }
  }, quality);
}
