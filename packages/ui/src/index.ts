/// <reference path="./css.d.ts" />
// @rental/ui: the accessible building blocks every app builds with (issue 13 §5), on
// react-aria-components, styled with the site's design tokens (tokens.css) by one style sheet
// (`uiStyles`, added to the page once by the app template's mount). The heavier widgets are entries of
// their own, so a page loads only what its apps use: '@rental/ui/combo-box', '/date-field', '/dialog',
// '/tabs', '/toast'.
import uiStyles from './ui.css?inline';

// react-hook-form comes with the UI package (one copy per page): apps take it from here.
export {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useController,
  useWatch,
} from 'react-hook-form';
export { AccountFields, accountFieldIds } from './account-fields.tsx';
export { Button, type ButtonProps, type ButtonVariant } from './button.tsx';
export { ErrorSummary, type ErrorSummaryProps, type SummaryItem } from './error-summary.tsx';
export {
  CheckboxField,
  type CheckboxFieldProps,
  type FieldProps,
  SelectField,
  type SelectFieldProps,
  TextField,
  type TextFieldProps,
} from './field.tsx';
export { errorAt, summaryItems, useSchemaForm } from './form.ts';
export {
  FormField,
  type FormFieldProps,
  FormSelectField,
  type FormSelectFieldProps,
} from './form-field.tsx';
export { Loading, Notice, type NoticeProps } from './notice.tsx';

/** The package's one style sheet (CSS text), for defineReactApp's `styles`. */
export { uiStyles };

/** The id the style sheet gets in a page (added once, whichever app mounts first). */
export const uiStylesId = 'rental-ui-styles';
