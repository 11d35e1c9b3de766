import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { takeLoginDraft } from '@/lib/session/login-draft';
import type { LoginFormValues } from './login-form';

/**
 * Takes over what the visitor typed into the plain frame that stood in for this dialog while it
 * loaded (src/app/login-frame): the values, the caret's field and place, and a press on 登录,
 * which submits the form now, with its checks. `formRoot` finds the form's inputs by name.
 */
export function useDraftHandover(
  form: FormInstance<LoginFormValues>,
  formRoot: () => HTMLElement | null,
) {
  useEffect(() => {
    const draft = takeLoginDraft();
    if (!draft) return;
    form.setFieldsValue({ username: draft.username, password: draft.password });
    if (draft.submit) form.submit();
    if (!draft.focus) return;
    // A frame later: the dialog's portal is attached to the document only after this effect. Not
    // cancelled on cleanup: StrictMode's second run finds the draft taken already.
    requestAnimationFrame(() => {
      const input = formRoot()?.querySelector<HTMLInputElement>(`input[id$="${draft.focus}"]`);
      input?.focus();
      if (input && draft.selection) input.setSelectionRange(...draft.selection);
    });
    // Once, on the dialog's first render: the draft is gone after it.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
