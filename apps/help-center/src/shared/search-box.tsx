// The search box (spec §5, §8): at least 3 and at most 100 characters, with the spec's messages; a
// valid search opens the results view at its own address.
import { useTranslation } from '@rental/i18n';
import { type FormEvent, useId, useState } from 'react';
import { useHelp } from './help-services.tsx';
import { type SearchProblem, searchProblem } from './search-rules.ts';

export function SearchBox({ type, initial = '' }: { type: string; initial?: string }) {
  const { t } = useTranslation('help');
  const { go } = useHelp();
  const [text, setText] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  // Too long shows while typing; too short only once the visitor tried to search.
  const problem: SearchProblem = searchProblem(text);
  const shown = problem === 'too-long' || (submitted && problem === 'too-short') ? problem : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    go({ view: 'search', type, query: text.trim() });
  }

  return (
    <search>
      <form className="hc-search" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-q`} className="ui-label">
          {t('search.label')}
        </label>
        <div className="hc-search__row">
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={text}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            className="ui-input"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="ui-button ui-button--primary">
            {t('search.submit')}
          </button>
        </div>
        <p id={`${id}-problem`} className="ui-field-error" role="alert" data-search-problem={shown}>
          {shown === 'too-short' ? t('search.tooShort') : shown === 'too-long' ? t('search.tooLong') : null}
        </p>
      </form>
    </search>
  );
}
