import ASK_APP from './ask-app.ts?inline-script';
import CAPTURE from './capture.ts?inline-script';
import HOLD_PICTURES from './hold-pictures.ts?inline-script';

/**
 * What runs before the app, as the prerender inlines it first in every page's <head>: the early-tap
 * capture, the hold on lazy pictures, and the ask for the app's files on a slow line, each
 * minified (vite.config.ts). deploy/nginx.conf allows exactly this text by its sha256
 * (csp.test.ts).
 */
export const EARLY_TAPS_SCRIPT = `${CAPTURE}\n${HOLD_PICTURES}\n${ASK_APP}`;
