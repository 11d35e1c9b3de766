import { afterEach, describe, expect, it } from 'vitest';
import { replaceBrokenImages } from './broken-images';

afterEach(() => document.body.replaceChildren());

/** jsdom loads no pictures: a picture "fails" by its error event, or by reading as complete and empty. */
function picture(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  return (
    document.body.lastElementChild!.querySelector('img') ??
    (document.body.lastElementChild as HTMLImageElement)
  );
}

describe('replaceBrokenImages', () => {
  it('turns a picture that fails later into the placeholder, in the box its width and height give', () => {
    replaceBrokenImages();
    const qr = picture(
      '<img src="https://files.example/qr.png" alt="业务员王海峰的微信二维码" width="120" height="160">',
    );
    qr.dispatchEvent(new Event('error'));
    expect(qr.dataset.failed).toBe('true');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(qr.style.aspectRatio).toBe('120 / 160');
    expect(qr.alt).toBe('业务员王海峰的微信二维码');
  });

  it("gives a <picture>'s sources way too", () => {
    replaceBrokenImages();
    const img = picture(
      '<picture><source type="image/webp" srcset="/a.webp 480w"><img src="/a.jpg" srcset="/a.jpg 480w" alt="x"></picture>',
    );
    img.dispatchEvent(new Event('error'));
    expect(document.querySelector('source')!.getAttribute('srcset')).toMatch(/^data:image\/svg/);
    expect(img.getAttribute('srcset')).toBe('');
  });

  it('finds pictures that failed before the app came, and leaves loaded ones and empty ones alone', () => {
    const broken = picture('<img src="/gone.png" alt="">');
    const loaded = picture('<img src="/fine.png" alt="">');
    const empty = picture('<img alt="">');
    for (const [img, naturalWidth] of [
      [broken, 0],
      [loaded, 400],
      [empty, 0],
    ] as const) {
      Object.defineProperty(img, 'complete', { value: true });
      Object.defineProperty(img, 'naturalWidth', { value: naturalWidth });
    }
    replaceBrokenImages();
    expect(broken.dataset.failed).toBe('true');
    expect(loaded.dataset.failed).toBeUndefined();
    expect(empty.dataset.failed).toBeUndefined();
  });
});
