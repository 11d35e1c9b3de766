/**
 * A picture that fails to load (the salesman's QR on a file host that is down, a content image
 * gone from the CDN) gives way to a plain placeholder in its own box: no broken-image icon, no alt
 * text spilling out of the frame. The alt stays for screen readers; global.less draws the box.
 */
const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" fill="none" stroke="#9aa5b1" stroke-width="2"><rect x="6" y="9" width="28" height="22" rx="2"/><circle cx="15" cy="17" r="3"/><path d="M8 29l9-8 6 5 4-3 7 6"/></svg>',
  );

function giveWay(img: HTMLImageElement) {
  if (img.dataset.failed) return;
  img.dataset.failed = 'true';
  // The placeholder is square: keep the box the picture had (its width/height, or its layout).
  const width = Number(img.getAttribute('width')) || img.getBoundingClientRect().width;
  const height = Number(img.getAttribute('height')) || img.getBoundingClientRect().height;
  if (width > 0 && height > 0) img.style.aspectRatio = `${width} / ${height}`;
  // A <picture>'s sources win over the img's own src: they give way too.
  for (const source of img.parentElement?.querySelectorAll('source') ?? [])
    source.srcset = PLACEHOLDER;
  img.srcset = '';
  img.src = PLACEHOLDER;
}

const failed = (img: HTMLImageElement) =>
  img.complete && img.naturalWidth === 0 && Boolean(img.currentSrc || img.getAttribute('src'));

/** Pictures that already failed (before the app came), and every one that fails from now on. */
export function replaceBrokenImages(doc: Document = document) {
  for (const img of doc.images) if (failed(img)) giveWay(img);
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) giveWay(event.target);
    },
    true,
  );
}
