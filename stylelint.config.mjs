/**
 * Colours, radii and shadows come from src/styles/tokens.less only: every other style file names a
 * token (or a Less colour function over one), never a literal. Spacing stays free (see docs/decisions.md).
 */
export default {
  customSyntax: 'postcss-less',
  plugins: ['stylelint-declaration-strict-value'],
  ignoreFiles: ['src/styles/tokens.less', '**/*.generated.css', 'dist*/**', 'node_modules/**'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'scale-unlimited/declaration-strict-value': [
      ['/color$/', 'fill', 'stroke', 'box-shadow', 'text-shadow', '/radius$/'],
      {
        expandShorthand: true,
        ignoreFunctions: false,
        ignoreValues: [
          'transparent',
          'currentColor',
          'currentcolor',
          'inherit',
          'initial',
          'unset',
          'none',
          '0',
          '/^(fade|mix|darken|lighten|tint|shade|fadeout|fadein)\\(@/',
          '/^url\\(/',
          '/gradient\\(/',
        ],
        disableFix: true,
      },
    ],
  },
};
