// `npm run antd-css`: writes the CSS of the antd components the islands use into
// src/components/antd-island/antd*.generated.css (one file per group of ANTD_CSS_GROUPS), so the islands run antd with
// `theme.zeroRuntime` (no style generation on the visitor's main thread: on /inquiry that was
// 300–500 ms tasks on a throttled phone). @ant-design/static-style-extract renders each listed
// component once with the site's theme and collects what antd's CSS-in-JS would have inserted.
// A unit test (antd-css.test.ts) fails when a file is stale: rerun this after changing the
// theme, the component list or the antd version.
import { writeFileSync } from 'node:fs';
import { antdCss, antdCssFile, type AntdCssGroup } from '../src/components/antd-island/antd-css';

for (const [group, css] of Object.entries(antdCss()) as [AntdCssGroup, string][]) {
  const out = `src/components/antd-island/${antdCssFile(group)}`;
  writeFileSync(out, css);
  console.log(`${out}: ${(css.length / 1024).toFixed(1)} KB`);
}
