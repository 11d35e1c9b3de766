/**
 * Colours, radii and shadows come from src/styles/tokens.less only: every other style file names a
 * token (or a Less colour function over one), never a literal. Spacing stays free (see docs/decisions.md).
 * No style file holds more than 250 lines of rules (blank lines and comments aside), as for code.
 */
export default {
  customSyntax: 'postcss-less',
  plugins: ['stylelint-declaration-strict-value', 'stylelint-file-max-lines'],
  ignoreFiles: ['**/*.generated.css', 'dist*/**', 'node_modules/**'],
  rules: {
    'plugin/file-max-lines': [250, { ignore: ['comments', 'blankLines'] }],
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
  overrides: [
    {
      // The tokens are where the literals live.
      files: ['src/styles/tokens.less'],
      rules: {
        'color-no-hex': null,
        'color-named': null,
        'scale-unlimited/declaration-strict-value': null,
      },
    },
  ],
};
