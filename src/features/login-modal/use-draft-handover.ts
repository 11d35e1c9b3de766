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
    const focus = draft.focus;
    requestAnimationFrame(() => {
      const input = formRoot()?.querySelector<HTMLInputElement>(`input[id$="${focus}"]`);
      // Keys pressed since the swap went into the dialog's own field (it focuses its first one):
      // its caret is the visitor's now, and the draft's would put the next keys before theirs.
      if (!input || input.value !== draft[focus]) return;
      input.focus();
      if (draft.selection) input.setSelectionRange(...draft.selection);
    });
    // Once, on the dialog's first render: the draft is gone after it.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
