import CAPTURE from './capture.js?raw';

/**
 * The capture script as the prerender inlines it in every page's <head>: comment lines and
 * indentation dropped. deploy/nginx.conf allows exactly this text by its sha256 (csp.test.ts).
 */
export const EARLY_TAPS_SCRIPT = CAPTURE.split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//'))
  .join('\n');
