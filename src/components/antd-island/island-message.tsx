import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, useContext } from 'react';

/**
 * The toasts of the mounted island: antd's message API from `message.useMessage()`, so the toasts
 * take the island's theme and locale. antd's own App component would do this too, but it also
 * brings its notification and confirm-dialog code (about 15 KB the login dialog never runs).
 */
export const IslandMessage = createContext<MessageInstance | null>(null);

export function useIslandMessage(): MessageInstance {
  const message = useContext(IslandMessage);
  if (!message) throw new Error('useIslandMessage outside an AntdIsland');
  return message;
}
