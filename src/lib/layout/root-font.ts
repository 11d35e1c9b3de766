/** Width of the desktop design the rem sizes are drawn for. */
const DESIGN_WIDTH = 1920;
/** Below this width the phone rule applies. */
const MOBILE_BREAKPOINT = 768;
/** Phones are designed at 750 px (2× of a 375 px screen). */
const MOBILE_DESIGN_WIDTH = 750;

/**
 * Root font size in px. Desktop follows the spec: width × 100 / 1920 (1rem = 100 design px).
 * Phones use width × 100 / 750, so a 375 px screen gets 50 px and rem-sized display text
 * (headings, banners) stays readable; body text is set in px and does not scale.
 */
export function rootFontSize(width: number): number {
  const designWidth = width < MOBILE_BREAKPOINT ? MOBILE_DESIGN_WIDTH : DESIGN_WIDTH;
  return Math.round(((width * 100) / designWidth) * 100) / 100;
}
