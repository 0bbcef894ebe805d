// A type-ahead field (issue 13 §5), react-aria-components' ComboBox: an ARIA 1.2 combobox whose list
// opens under the input while the visitor types, arrow keys move through the options (the input keeps
// the focus, aria-activedescendant follows), Enter picks, Escape closes. Options come from the app
// (usually an API search); loading, "no results" and errors are announced in the field, not in the list.
// The list is react-aria's non-modal popover (positioned under the input, as wide as it). Its own entry
// ('@rental/ui/combo-box'): only pages with a type-ahead load it.
import { type Key, type ReactNode, useContext, useEffect, useRef } from 'react';
import {
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import type { FieldProps } from './field.tsx';

/** One option of the list. */
export interface ComboBoxOption {
  /** Stable id of the option. */
  id: string;
  /** What the option says (and the input shows once it is picked). */
  label: string;
  /** A second, quieter text (kind of place, count). */
  detail?: string;
}

/** What the field says about its list. */
export type ComboBoxStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Props of ComboBox. */
export interface ComboBoxProps<T extends ComboBoxOption> extends FieldProps {
  /** The text in the input (controlled). */
  inputValue: string;
  /** The visitor typed (not called when picking an option changes the text). */
  onInputChange: (text: string) => void;
  /** The current options. */
  options: readonly T[];
  /** An option was picked (click, Enter). */
  onSelect: (option: T) => void;
  /** idle: nothing asked; loading; ready (options, maybe none); error (shows `errorContent`). */
  status: ComboBoxStatus;
  /** The list's accessible name (usually the label). */
  listLabel: string;
  /** Announced while loading. */
  loadingText: string;
  /** Shown when the search found nothing (spec §8 'No results'). */
  noResultsText: string;
  /** Announced when options arrive, e.g. '5 suggestions'. */
  countText: (count: number) => string;
  /** What shows on an error (a message and a retry). */
  errorContent?: ReactNode;
  placeholder?: string;
  /** Enter without a highlighted option picks the first one. */
  selectFirstOnEnter?: boolean;
  /** Class of the list. */
  listClassName?: string;
}

/**
 * The input, and the list under it in a non-modal popover while the combobox is open. New options (an
 * answer to what was typed, a city's branches) open the list while the visitor is in the field. With
 * `selectFirstOnEnter`, Enter without a highlighted option picks the first one (captured before the
 * combobox's own Enter handling).
 */
function InputAndList({
  placeholder,
  id,
  selectFirstOnEnter,
  onPick,
  list,
  options,
}: {
  placeholder: string | undefined;
  id: string;
  selectFirstOnEnter: boolean;
  onPick: (key: Key) => void;
  list: ReactNode;
  options: readonly unknown[];
}) {
  const state = useContext(ComboBoxStateContext);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the app gives new options.
  useEffect(() => {
    if (options.length > 0 && document.activeElement === input.current && !state?.isOpen) {
      state?.open(null, 'manual');
    }
  }, [options]);
  return (
    <>
      <div
        className="ui-combobox__input"
        onKeyDownCapture={(event) => {
          if (!selectFirstOnEnter || event.key !== 'Enter' || !state?.isOpen) return;
          if (state.selectionManager.focusedKey != null) return;
          const first = state.collection.getFirstKey();
          if (first == null) return;
          event.preventDefault();
          event.stopPropagation();
          state.close();
          onPick(first);
        }}
      >
        <Input id={id} ref={input} className="ui-input" placeholder={placeholder} autoComplete="off" />
      </div>
      <Popover className="ui-popover" placement="bottom start" offset={4}>
        {list}
      </Popover>
    </>
  );
}

/** A combobox with label, hint, error and an announced status. */
export function ComboBox<T extends ComboBoxOption>(props: ComboBoxProps<T>) {
  const { id, label, hint, error, className, options, status } = props;
  const picked = useRef<string | null>(null);
  const byId = new Map(options.map((option) => [option.id, option]));
  const pick = (key: Key | null) => {
    const option = key === null ? undefined : byId.get(String(key));
    if (!option) return;
    picked.current = option.label;
    props.onSelect(option);
  };
  return (
    <AriaComboBox
      id={id}
      className={className ? `ui-field ui-combobox ${className}` : 'ui-field ui-combobox'}
      inputValue={props.inputValue}
      onInputChange={(text) => {
        // Picking an option sets the input to its text: that is not the visitor typing.
        if (picked.current !== null && text === picked.current) {
          picked.current = null;
          return;
        }
        picked.current = null;
        props.onInputChange(text);
      }}
      items={options}
      selectedKey={null}
      onSelectionChange={pick}
      allowsCustomValue
      allowsEmptyCollection={false}
      menuTrigger="input"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="ui-label">{label}</Label>
      <InputAndList
        id={id}
        placeholder={props.placeholder}
        selectFirstOnEnter={props.selectFirstOnEnter ?? false}
        onPick={pick}
        options={options}
        list={
          <ListBox
            aria-label={props.listLabel}
            className={props.listClassName ? `ui-listbox ${props.listClassName}` : 'ui-listbox'}
          >
            {(option: T) => (
              <ListBoxItem id={option.id} textValue={option.label} className="ui-option">
                <span className="ui-option__label">{option.label}</span>
                {option.detail ? <span className="ui-option__detail">{option.detail}</span> : null}
              </ListBoxItem>
            )}
          </ListBox>
        }
      />
      {hint ? (
        <Text slot="description" id={`${id}-hint`} className="ui-hint">
          {hint}
        </Text>
      ) : null}
      <div role="status" aria-live="polite" className="ui-combobox__status">
        {status === 'loading' ? <span className="ui-visually-hidden">{props.loadingText}</span> : null}
        {status === 'ready' && options.length === 0 ? (
          <span className="ui-no-results">{props.noResultsText}</span>
        ) : null}
        {status === 'ready' && options.length > 0 ? (
          <span className="ui-visually-hidden">{props.countText(options.length)}</span>
        ) : null}
      </div>
      {status === 'error' ? (
        <div className="ui-field-error" role="alert">
          {props.errorContent}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} className="ui-field-error">
        {error}
      </FieldError>
    </AriaComboBox>
  );
}
