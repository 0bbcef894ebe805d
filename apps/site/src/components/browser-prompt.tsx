// spec §3 browserDownloadLink (issue 19): the prompt to update an outdated browser. It needs no script:
// global.css hides it behind a feature test every supported browser passes (`@supports`), so only a
// browser too old for the site's CSS shows it, and a modern one never paints or announces it. Markup
// kept small: it is on every page (HTML budgets).
import { Fragment } from 'react';
import type { BrowserPromptModel } from '../lib/support-contact.ts';

export function BrowserPrompt({ prompt }: { prompt: BrowserPromptModel }) {
  return (
    <p className="browser-prompt">
      {prompt.text}
      {prompt.links.map((link) => (
        <Fragment key={link.name}>
          {' '}
          <a href={link.href}>{link.name}</a>
        </Fragment>
      ))}
    </p>
  );
}
