// Directus hook (issue 24): a page's body is checked with @rental/editorial before it is saved, so the CMS
// refuses an invalid editorial text with the spec's message and its line and column (spec §3, §8).
// Plain JavaScript: Directus imports its extensions as they are; @rental/editorial resolves from the repo.
import { createError } from '@directus/errors';
import { lint } from '@rental/editorial';

/** The tenant's app protocol, as `npm test` lints content/ with (`--app-protocol kestrel`). */
const appProtocol = process.env.EDITORIAL_APP_PROTOCOL || 'kestrel';

const EditorialTextInvalid = createError(
  'EDITORIAL_TEXT_INVALID',
  ({ errors }) =>
    errors.map((e) => `body line ${e.line}, column ${e.column}: ${e.message} (${e.id})`).join('\n'),
  400,
);

export default ({ filter }) => {
  const check = (payload) => {
    if (typeof payload?.body !== 'string') return payload;
    const errors = lint(payload.body, { appProtocol });
    if (errors.length > 0) throw new EditorialTextInvalid({ errors });
    return payload;
  };
  filter('pages.items.create', check);
  filter('pages.items.update', check);
};
