import { createContext, useContext } from 'react';

/** The toasts an island shows: all the site uses of antd's message API. */
export interface IslandToasts {
  success: (text: string) => void;
  error: (text: string) => void;
}

/**
 * The toasts of the mounted island (src/components/antd-island/antd-island.tsx). antd's own App
 * component would give them too, but it also brings its notification and confirm-dialog code
 * (about 15 KB the login dialog never runs).
 */
export const IslandMessage = createContext<IslandToasts | null>(null);

export function useIslandMessage(): IslandToasts {
  const message = useContext(IslandMessage);
  if (!message) throw new Error('useIslandMessage outside an AntdIsland');
  return message;
}
