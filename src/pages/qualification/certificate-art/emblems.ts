// The badge in a certificate's top-left corner: what kind of certificate it is, at a glance.
// Each draws into a 36 × 36 box.
import { brand } from '@/styles/tokens';
import type { CertificateDocument, CertificateEmblem } from './documents';

type Tone = CertificateDocument['tone'];

const badge = (fill: string, inner: string) =>
  `<circle cx="18" cy="18" r="18" fill="${fill}"/><circle cx="18" cy="18" r="14" fill="none" stroke="#fff" stroke-width="1.4" stroke-dasharray="2.4 2" opacity=".85"/>${inner}`;

export const EMBLEMS: Record<CertificateEmblem, (tone: Tone) => string> = {
  check: (tone) =>
    badge(
      tone.accent,
      '<path d="M10 18l6 6 11-12" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>',
    ),
  globe: (tone) =>
    badge(
      tone.accent,
      '<g fill="none" stroke="#fff" stroke-width="1.8"><circle cx="18" cy="19" r="9"/><ellipse cx="18" cy="19" rx="4" ry="9"/><path d="M9 19h18"/></g><path d="M22 10c3-6 8-7 12-6-1 5-5 9-10 8z" fill="#a6d86b"/>',
    ),
  shield: (tone) =>
    badge(
      tone.accent,
      '<path d="M18 7l9 3.6v7c0 6.4-4.2 10.4-9 12.4-4.8-2-9-6-9-12.4v-7z" fill="#fff"/><path d="M13.6 18.4l3.4 3.4 5.6-6.2" fill="none" stroke="#0a2540" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
    ),
  ccc: (tone) =>
    `<circle cx="18" cy="18" r="16.5" fill="#fff" stroke="${tone.accent}" stroke-width="3"/><circle cx="18" cy="18" r="12.5" fill="none" stroke="${tone.accent}"/><text x="18" y="22" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="11" font-weight="900" fill="${tone.accent}">CCC</text>`,
  leaf: (tone) =>
    badge(
      tone.accent,
      '<path d="M10 27c-1.5-11 6.5-17.5 17-17 .6 11-6.5 17.5-17 17z" fill="#fff"/><path d="M11.5 25.5l11-11" stroke="' +
        tone.accent +
        '" stroke-width="1.6" stroke-linecap="round"/>',
    ),
  landscape: (tone) =>
    `<defs><clipPath id="emblem-clip"><circle cx="18" cy="18" r="16"/></clipPath></defs><circle cx="18" cy="18" r="16" fill="#eaf6ef"/><g clip-path="url(#emblem-clip)"><circle cx="24" cy="10" r="3.6" fill="#f5a623"/><path d="M0 28l11-13 6 6 7-9 14 16z" fill="#2e8b57"/><rect y="26" width="36" height="10" fill="#7cc4ff"/><path d="M5 30q3-2 6 0t6 0 6 0 6 0" fill="none" stroke="#fff" stroke-width="1.4"/></g><circle cx="18" cy="18" r="16.5" fill="none" stroke="${tone.accent}" stroke-width="3"/>`,
  chip: (tone) =>
    `<rect x="7" y="7" width="22" height="22" rx="3" fill="${brand}"/><rect x="12.5" y="12.5" width="11" height="11" rx="1.5" fill="#7cc4ff"/><path d="M12 2v5M18 2v5M24 2v5M12 29v5M18 29v5M24 29v5M2 12h5M2 18h5M2 24h5M29 12h5M29 18h5M29 24h5" stroke="${tone.accent}" stroke-width="1.8"/>`,
  flask: (tone) =>
    badge(
      tone.accent,
      '<path d="M14.5 8h7M15.5 9v7l-6 9.5a2.5 2.5 0 0 0 2.2 3.8h12.6a2.5 2.5 0 0 0 2.2-3.8l-6-9.5V9" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/><path d="M12.6 22h10.8l2.2 3.6a1.4 1.4 0 0 1-1.2 2.1H11.6a1.4 1.4 0 0 1-1.2-2.1z" fill="#7cc4ff"/>',
    ),
};
