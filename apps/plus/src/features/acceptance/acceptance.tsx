// Accepting a contract's document (the contract, the vehicle handover protocol): the document as the API
// builds it from the contract's facts, the customer's typed full name and a tick, sent with the version
// shown (POST /v1/plus/contracts/:id/acceptances). Once accepted, who accepted it, when (the market's
// date and time) and which version.
import { asApiError, dataOf, type Schemas, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  Button,
  CheckboxField,
  ErrorSummary,
  FormField,
  Loading,
  Notice,
  summaryItems,
  useController,
  useSchemaForm,
} from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { type Contract, useAppServices } from '../../shared/app-services.tsx';
import { RequestError } from '../../shared/request-error.tsx';

type DocumentName = Schemas['PlusDocument']['document'];
type Acceptance = Contract['acceptances'][number];

/** What was accepted, by whom, when and in which version. */
export function AcceptanceRecord({ acceptance }: { acceptance: Acceptance }) {
  const { t } = useTranslation('plus');
  const { format } = useAppServices();
  return (
    <p className="plus-accepted">
      {t('accept.accepted', {
        name: acceptance.typedName,
        date: format.dateOf(acceptance.acceptedAt),
        time: format.timeOf(acceptance.acceptedAt),
        version: acceptance.version,
      })}
    </p>
  );
}

export interface AcceptanceFormProps {
  contractId: string;
  document: DocumentName;
  onAccepted: (contract: Contract) => void;
}

export function AcceptanceForm({ contractId, document, onAccepted }: AcceptanceFormProps) {
  const { t } = useTranslation('plus');
  const { api } = useAppServices();
  const [failure, setFailure] = useState<string | null>(null);
  const doc = useRequest(`document:${contractId}:${document}`, (signal) =>
    dataOf(
      api.GET('/v1/plus/contracts/{id}/documents/{document}', {
        params: { path: { id: contractId, document } },
        signal,
      }),
    ),
  );
  const schema = useMemo(
    () =>
      z.object({
        typedName: z.string().check(z.trim(), z.minLength(1, t('accept.nameRequired'))),
        accepted: z.boolean().check(z.refine((v) => v, t('accept.tickRequired'))),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: { typedName: '', accepted: false } });
  const { field: tick, fieldState: tickState } = useController({ control: form.control, name: 'accepted' });
  const ids = { name: `plus-${document}-name`, tick: `plus-${document}-tick` };
  const items = summaryItems(form.formState.errors, [
    { path: 'typedName', id: ids.name, label: t('accept.name') },
    { path: 'accepted', id: ids.tick },
  ]);

  if (doc.status === 'loading') return <Loading label={t('loading')} />;
  if (doc.status === 'error') return <RequestError error={doc.error} retry={doc.retry} />;
  if (doc.status !== 'done') return null;
  const titleId = `plus-${document}-title`;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { contract } = await dataOf(
        api.POST('/v1/plus/contracts/{id}/acceptances', {
          params: { path: { id: contractId } },
          body: { document, version: doc.data.version, typedName: values.typedName.trim(), accepted: true },
        }),
      );
      onAccepted(contract);
    } catch (error) {
      const e = asApiError(error);
      if (e.fields.typedName)
        form.setError('typedName', { message: e.fields.typedName }, { shouldFocus: true });
      else setFailure(e.message);
    }
  });

  return (
    <div className="plus-document">
      <h3 id={titleId}>{doc.data.title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take the focus to be scrolled by keyboard */}
      <section className="plus-document__text" aria-labelledby={titleId} tabIndex={0}>
        {doc.data.sections.map((section) => (
          <div key={section.heading}>
            <h4>{section.heading}</h4>
            <p>{section.text}</p>
          </div>
        ))}
      </section>
      <form noValidate onSubmit={submit}>
        <ErrorSummary
          title={t('summary', { count: items.length })}
          focusKey={form.formState.submitCount}
          items={items}
        />
        <FormField
          form={form}
          name="typedName"
          id={ids.name}
          label={t('accept.name')}
          hint={t('accept.nameHint')}
          autoComplete="name"
          isRequired
        />
        <CheckboxField
          id={ids.tick}
          label={t('accept.tick')}
          checked={tick.value}
          onChange={tick.onChange}
          onBlur={tick.onBlur}
          inputRef={tick.ref}
          error={tickState.error?.message}
        />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {t('accept.submit')}
        </Button>
      </form>
    </div>
  );
}
