// Asking for a correction of an invoice (issue 20 §6), under the invoice: what is wrong (wrong address,
// company details, VAT id, a disputed item), what should change, and up to five attachments (photos or
// PDFs, each uploaded as it is chosen: POST /v1/uploads checks type and size by content, and says why it
// refuses one); then POST /v1/invoices/{number}/corrections. The invoice's requests show with their
// state (received, in review, corrected with the new invoice's number, rejected).
import { asApiError, dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, FormField, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useAppServices } from '../../shared/app-services.tsx';
import { accountFormatters } from '../../shared/format.ts';

const reasons = ['wrong_address', 'company_details', 'vat_id', 'disputed_item'] as const;
/** The API's limit of attachments per request. */
const MAX_FILES = 5;

interface Attached {
  /** The upload's id, once uploaded. */
  id: string;
  name: string;
}

export function InvoiceCorrection({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const uid = useId().replace(/[^A-Za-z0-9-]/g, '');
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const corrections = useRequest(`corrections:${invoiceNumber}:${sent}`, (signal) =>
    dataOf(
      api.GET('/v1/invoices/{number}/corrections', { params: { path: { number: invoiceNumber } }, signal }),
    ),
  );
  const schema = useMemo(
    () =>
      z.object({
        /** What is wrong. */
        reason: z.string().check(z.refine((v) => v !== '', { error: t('correction.reasonRequired') })),
        /** What should be corrected. */
        message: z.string().check(
          z.refine((v) => v.trim() !== '', { error: t('rules.required'), abort: true }),
          z.refine((v) => v.trim().length <= 2000, { error: t('correction.messageMax') }),
        ),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { reason: '', message: '' } });
  const ids = {
    reason: `correction-reason-${uid}`,
    message: `correction-message-${uid}`,
    files: `correction-files-${uid}`,
  };
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'reason', id: `${ids.reason}-0`, label: t('correction.reasonLegend') },
    { path: 'message', id: ids.message, label: t('correction.message') },
  ]);

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setFileError(null);
    if (files.length + chosen.length > MAX_FILES) {
      setFileError(t('correction.tooManyFiles', { count: MAX_FILES }));
      return;
    }
    setUploading(true);
    try {
      for (const file of chosen) {
        const answer = await api.POST('/v1/uploads', {
          params: { query: { fileName: file.name.slice(0, 200) } },
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { 'content-type': file.type || 'application/octet-stream' },
        });
        if (answer.response.status === 413)
          throw new Error(t('correction.fileTooLarge', { name: file.name }));
        if (answer.response.status === 415) throw new Error(t('correction.fileType', { name: file.name }));
        const { upload } = await dataOf(Promise.resolve(answer));
        setFiles((list) => [...list, { id: upload.id, name: file.name }]);
      }
    } catch (error) {
      setFileError(
        error instanceof Error && !('status' in error) ? error.message : asApiError(error).message,
      );
    } finally {
      setUploading(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await dataOf(
        api.POST('/v1/invoices/{number}/corrections', {
          params: { path: { number: invoiceNumber } },
          body: {
            reason: values.reason as (typeof reasons)[number],
            message: values.message.trim(),
            uploadIds: files.map((file) => file.id),
          },
        }),
      );
      setOpen(false);
      setFiles([]);
      form.reset();
      setSent((n) => n + 1);
    } catch (error) {
      const e = asApiError(error);
      setFailure(e.code === 'correction_open' ? t('correction.alreadyOpen') : e.message);
    }
  });

  const list = corrections.status === 'done' ? corrections.data.corrections : [];
  const pending = list.some((c) => c.status === 'received' || c.status === 'in_review');
  return (
    <div className="account__correction">
      {list.length > 0 ? (
        <ul className="account__corrections" aria-label={t('correction.requests')}>
          {list.map((c) => (
            <li key={c.id} data-correction={c.status}>
              {t('correction.stateLine', {
                date: f.dateTime(new Date(c.createdAt)),
                reason: t(`correction.reason.${c.reason}`),
                state: t(`correction.state.${c.status}`),
              })}
              {c.correctedInvoiceNumber
                ? ` ${t('correction.newInvoice', { number: c.correctedInvoiceNumber })}`
                : null}
            </li>
          ))}
        </ul>
      ) : null}
      {sent > 0 ? <Notice>{t('correction.sent')}</Notice> : null}
      {open ? (
        <form noValidate onSubmit={submit} className="account__form" aria-labelledby={`${uid}-title`}>
          <h4 id={`${uid}-title`}>{t('correction.title')}</h4>
          <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
          <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
          <fieldset
            className="account__choices"
            aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
          >
            <legend>{t('correction.reasonLegend')}</legend>
            {errors.reason?.message ? (
              <p id={`${ids.reason}-error`} className="ui-field-error">
                {errors.reason.message}
              </p>
            ) : null}
            {reasons.map((reason, i) => (
              <label key={reason}>
                <input type="radio" id={`${ids.reason}-${i}`} value={reason} {...form.register('reason')} />{' '}
                {t(`correction.reason.${reason}`)}
              </label>
            ))}
          </fieldset>
          <FormField
            form={form}
            name="message"
            id={ids.message}
            label={t('correction.message')}
            hint={t('correction.messageHint')}
            rows={4}
            isRequired
          />
          <div className="account__files">
            <label htmlFor={ids.files}>{t('correction.files')}</label>
            <p id={`${ids.files}-hint`} className="ui-field-hint">
              {t('correction.filesHint', { count: MAX_FILES })}
            </p>
            <input
              id={ids.files}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/heic,application/pdf"
              aria-describedby={`${ids.files}-hint`}
              disabled={uploading || files.length >= MAX_FILES}
              onChange={(event) => void attach(event)}
            />
            <div role="status">
              {uploading
                ? t('correction.uploading')
                : files.length > 0
                  ? t('correction.attached', { count: files.length })
                  : ''}
            </div>
            {files.length > 0 ? (
              <ul>
                {files.map((file) => (
                  <li key={file.id}>
                    {file.name}{' '}
                    <Button
                      variant="secondary"
                      onPress={() => setFiles((l) => l.filter((x) => x.id !== file.id))}
                    >
                      {t('correction.remove', { name: file.name })}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div role="alert">{fileError ? <Notice tone="error">{fileError}</Notice> : null}</div>
          </div>
          <div className="account__actions">
            <Button type="submit" isDisabled={isSubmitting || uploading}>
              {t('correction.submit')}
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t('correction.cancel')}
            </Button>
          </div>
        </form>
      ) : pending ? null : (
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('correction.open')}
        </Button>
      )}
    </div>
  );
}
