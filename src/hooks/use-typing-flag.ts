import { useEffect } from 'react';

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range']);

/** Whether focus is in a field that brings up a phone's keyboard. */
const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type);
};

/**
 * Marks `<html data-typing="true">` while a text field has focus, so bars fixed at the bottom can
 * step aside for the on-screen keyboard (CSS reads the attribute; nothing re-renders).
 */
export function useTypingFlag(): void {
  useEffect(() => {
    const root = document.documentElement;
    const onFocusIn = (event: FocusEvent) => {
      if (isTypingTarget(event.target)) root.dataset.typing = 'true';
      else delete root.dataset.typing;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!isTypingTarget(event.relatedTarget)) delete root.dataset.typing;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      delete root.dataset.typing;
    };
  }, []);
}
