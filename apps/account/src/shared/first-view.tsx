// The account page's static first view (issue 16, ADR 014) is the signed-out sign-in form, built as HTML
// (app/prerender.tsx). A visitor may type there before the app takes over; `readSignInHandoff` reads what
// they typed and where the caret was from that view, so the live form carries on from there.
import { clickedFirstViewAttribute } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';

/** The sign-in form's fields by their ids. */
const fields = { 'sign-in-email': 'email', 'sign-in-password': 'password' } as const;
type Field = (typeof fields)[keyof typeof fields];

/** What the visitor did in the static sign-in form; absent fields were left empty. */
export interface SignInHandoff {
  email?: string;
  password?: string;
  /** The focused field and the caret in it. */
  focus?: { field: Field; start: number | null; end: number | null };
  /** "Sign in" was pressed while the app was on its way: the app sends the form as it takes over. */
  submit?: boolean;
  /** Set once the form has taken it over: a form shown later (back from another section) starts afresh. */
  used?: boolean;
}

/** The id of the static form's button (the host records a click on it: clickedFirstViewAttribute). */
export const signInSubmitId = 'sign-in-submit';

/** Reads the static sign-in form inside `root` (the container, during the app's first render). */
export function readSignInHandoff(root: HTMLElement): SignInHandoff {
  const handoff: SignInHandoff = {};
  for (const [id, field] of Object.entries(fields)) {
    const input = root.querySelector<HTMLInputElement>(`input#${id}`);
    if (!input) continue;
    if (input.value !== '') handoff[field] = input.value;
    if (input === root.ownerDocument.activeElement)
      handoff.focus = { field, start: input.selectionStart, end: input.selectionEnd };
  }
  if (root.getAttribute(clickedFirstViewAttribute) === signInSubmitId) handoff.submit = true;
  return handoff;
}

/** How the app renders: the build's static view, the take-over of that view, or a plain mount. */
export interface FirstViewState {
  /** Rendering the static first view at build time: no effects, no requests, nothing that submits. */
  staticView: boolean;
  /** What the visitor did in the static view being taken over. */
  handoff: SignInHandoff | undefined;
}

export const FirstViewContext = createContext<FirstViewState>({ staticView: false, handoff: undefined });

export const useFirstView = () => useContext(FirstViewContext);
