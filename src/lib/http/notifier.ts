/**
 * Bridge from the http client (plain module) to the antd App of whichever island is mounted:
 * the island registers App.useApp().message.error on mount. Without one, errors are only logged.
 */
export type ErrorNotifier = (message: string) => void;

let notifier: ErrorNotifier | null = null;

export function setErrorNotifier(next: ErrorNotifier | null): () => void {
  notifier = next;
  return () => {
    if (notifier === next) notifier = null;
  };
}

export function notifyError(message: string): void {
  if (notifier) notifier(message);
  else console.warn(message);
}
