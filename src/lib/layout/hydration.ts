let hydrated = false;

/** Whether the app's first render has committed (RootLayout's ready mark). */
export const isHydrated = () => hydrated;

/** Called once, by RootLayout, when the first render has committed. */
export const markHydrated = () => {
  hydrated = true;
};
