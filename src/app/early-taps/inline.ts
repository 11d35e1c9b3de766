import CAPTURE from './capture.js?raw';
import HOLD_PICTURES from './hold-pictures.js?raw';

/** Comment lines and indentation dropped: the script as the page carries it. */
const compact = (script: string) =>
  script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');

/**
 * What runs before the app, as the prerender inlines it first in every page's <head>: the early-tap
 * capture, then the hold on lazy pictures. deploy/nginx.conf allows exactly this text by its
 * sha256 (csp.test.ts).
 */
export const EARLY_TAPS_SCRIPT = `${compact(CAPTURE)}\n${compact(HOLD_PICTURES)}`;
