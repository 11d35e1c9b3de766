/// <reference types="vite/client" />
/// <reference types="vite-plugin-svgr/client" />

declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_APP_ENV?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_UCENTER_URL?: string;
  readonly VITE_HOME_URL?: string;
  readonly VITE_FILE_HOST?: string;
  readonly VITE_STATIC_HOST?: string;
  readonly VITE_WX_QR_PREFIX?: string;
  readonly VITE_TOKEN_DOMAINS?: string;
  readonly VITE_SITE_ORIGIN?: string;
}

/** A script's text, minified for ES2017 (the inline-scripts plugin in vite.config.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
