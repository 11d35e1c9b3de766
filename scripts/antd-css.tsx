// `npm run antd-css`: writes the CSS of the antd components the islands use into
// src/components/antd-island/antd.generated.css, so the islands run antd with
// `theme.zeroRuntime` (no style generation on the visitor's main thread: on /inquiry that was
// 300–500 ms tasks on a throttled phone). @ant-design/static-style-extract renders each listed
// component once with the site's theme and collects what antd's CSS-in-JS would have inserted.
// A unit test (antd-css.test.ts) fails when the file is stale: rerun this after changing the
// theme, the component list or the antd version.
import { writeFileSync } from 'node:fs';
import { antdCss } from '../src/components/antd-island/antd-css';

const OUT = 'src/components/antd-island/antd.generated.css';
const css = antdCss();
writeFileSync(OUT, css);
console.log(`${OUT}: ${(css.length / 1024).toFixed(1)} KB`);
