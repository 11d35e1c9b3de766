/** Joins class names, leaving out empty and missing ones (a CSS module key that does not exist). */
export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');
