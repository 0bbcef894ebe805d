// The mileage update of an active contract: the odometer and a photo of it. The projection to the end of
// the contract is shown before sending (POST …/readings/preview); the photo goes first to POST /v1/uploads
// (ADR 018: the File as the raw body), then the reading names its upload id. A reading below the last is
// refused on the odometer field; an unusual jump is asked about in a dialog and sent again confirmed.
import { ApiError, asApiError, dataOf, type Schemas } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, FormField, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { Dialog } from '@rental/ui/dialog';
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { type Contract, useAppServices } from '../../shared/app-services.tsx';

type Mileage = Schemas['PlusMileage'];

const IDS = { odometer: 'plus-odometer', photo: 'plus-photo' } as const;

export interface MileageUpdateProps {
  contract: Contract;
  onSaved: (contract: Contract) => void;
}

export function MileageUpdate({ contract, onSaved }: MileageUpdateProps) {
  const { t } = useTranslation('plus');
  const { api, context, format } = useAppServices();
  const unit = contract.mileageUnit;
  const schema = useMemo(
    () =>
      z.object({ odometer: z.string().check(z.trim(), z.regex(/^\d{1,7}$/, t('mileage.odometerRequired'))) }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: { odometer: '' } });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [projection, setProjection] = useState<Mileage | null>(null);
  const [unusual, setUnusual] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  /** The upload of the chosen photo, once sent (a confirmation sends the same one). */
  const uploaded = useRef<{ file: File; id: string } | null>(null);

  const items = [
    ...summaryItems(form.formState.errors, [
      { path: 'odometer', id: IDS.odometer, label: t('mileage.odometer', { unit }) },
    ]),
    ...(photoError ? [{ id: IDS.photo, label: t('mileage.photo'), message: photoError }] : []),
  ];

  /** The odometer's API refusal on its field; anything else as the form's failure. */
  const showError = (error: unknown) => {
    const e = asApiError(error);
    if (e.fields.odometer) form.setError('odometer', { message: e.fields.odometer }, { shouldFocus: true });
    else if (e.fields.photoUploadId) setPhotoError(e.fields.photoUploadId);
    else setFailure(e.message);
  };

  const check = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await dataOf(
        api.POST('/v1/plus/contracts/{id}/readings/preview', {
          params: { path: { id: contract.id } },
          body: { odometer: Number(values.odometer) },
        }),
      );
      setProjection(answer.mileage);
    } catch (error) {
      setProjection(null);
      showError(error);
    }
  });

  /**
   * The photo as the raw request body (ADR 018), sent with fetch itself: the typed client would serialise
   * the body (a File's bytes read as text arrived as U+FFFD and were refused as not an image).
   */
  async function uploadPhoto(file: File): Promise<string> {
    if (uploaded.current?.file === file) return uploaded.current.id;
    const url = new URL(`${context.apiBaseUrl.replace(/\/$/, '')}/v1/uploads`, location.href);
    url.searchParams.set('fileName', file.name.slice(0, 200));
    const response = await fetch(url, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: {
        'content-type': file.type || 'application/octet-stream',
        accept: 'application/json',
        'accept-language': context.acceptLanguage,
      },
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) throw ApiError.fromResponse(response, answer);
    const id = (answer as { upload?: { id?: unknown } } | null)?.upload?.id;
    if (typeof id !== 'string') throw ApiError.fromResponse(response, answer);
    uploaded.current = { file, id };
    return id;
  }

  const send = (confirmUnusual: boolean) =>
    form.handleSubmit(async (values) => {
      setAttempts((n) => n + 1);
      setFailure(null);
      setSent(null);
      if (!photo) {
        setPhotoError(t('mileage.photoRequired'));
        return;
      }
      setBusy(true);
      try {
        const photoUploadId = await uploadPhoto(photo);
        const odometer = Number(values.odometer);
        const answer = await dataOf(
          api.POST('/v1/plus/contracts/{id}/readings', {
            params: { path: { id: contract.id } },
            body: { odometer, photoUploadId, ...(confirmUnusual ? { confirmUnusual: true } : {}) },
          }),
        );
        setUnusual(null);
        setProjection(null);
        setSent(t('mileage.sent', { odometer: format.whole(odometer), unit }));
        form.reset({ odometer: '' });
        setPhoto(null);
        onSaved(answer.contract);
      } catch (error) {
        const e = asApiError(error);
        if (e.code === 'reading_unusual') setUnusual(e.message);
        else {
          setUnusual(null);
          showError(error);
        }
      } finally {
        setBusy(false);
      }
    })();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setPhoto(event.target.files?.[0] ?? null);
    setPhotoError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <section aria-labelledby="plus-mileage-title" className="plus-mileage">
      <h3 id="plus-mileage-title">{t('mileage.title')}</h3>
      {contract.handover ? (
        <p>
          {t('mileage.handover', {
            date: format.dateOf(contract.handover.at),
            odometer: format.whole(contract.handover.odometer),
            unit,
          })}
        </p>
      ) : null}
      <p>
        {t('mileage.status', {
          driven: format.whole(contract.mileage.driven),
          allowed: format.whole(contract.mileage.allowedSoFar),
          unit,
        })}
      </p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary
          title={t('summary', { count: items.length })}
          focusKey={form.formState.submitCount + attempts}
          items={items}
        />
        <FormField
          form={form}
          name="odometer"
          id={IDS.odometer}
          label={t('mileage.odometer', { unit })}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
        <div className="ui-field">
          <label htmlFor={IDS.photo} className="ui-label">
            {t('mileage.photo')}
          </label>
          <input
            id={IDS.photo}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={choose}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={`${IDS.photo}-hint${photoError ? ` ${IDS.photo}-error` : ''}`}
          />
          <span id={`${IDS.photo}-hint`} className="ui-hint">
            {t('mileage.photoHint')}
          </span>
          {photoError ? (
            <p id={`${IDS.photo}-error`} className="ui-field-error">
              {photoError}
            </p>
          ) : null}
        </div>
        <div className="plus-mileage__projection" aria-live="polite">
          {projection ? (
            <p>
              {projection.projectedExcessUnits > 0
                ? t('mileage.excess', {
                    units: format.whole(projection.projectedExcessUnits),
                    unit,
                    price: format.amount(projection.projectedExcess),
                  })
                : t('mileage.noExcess')}
            </p>
          ) : null}
        </div>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {sent ? <Notice>{sent}</Notice> : null}
        <div className="ui-actions">
          <Button variant="secondary" onPress={() => void check()}>
            {t('mileage.check')}
          </Button>
          <Dialog
            isOpen={unusual !== null}
            onOpenChange={(open) => {
              if (open) void send(false);
              else setUnusual(null);
            }}
            title={t('mileage.unusualTitle')}
            closeLabel={t('mileage.close')}
            trigger={<Button isDisabled={busy}>{t('mileage.send')}</Button>}
          >
            {(close) => (
              <>
                <p>{unusual}</p>
                <div className="ui-actions">
                  <Button onPress={() => void send(true)} isDisabled={busy}>
                    {t('mileage.unusualConfirm')}
                  </Button>
                  <Button variant="secondary" onPress={close}>
                    {t('mileage.unusualCancel')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </div>
      </form>
      {contract.readings.length > 0 ? (
        <>
          <h4>{t('mileage.history')}</h4>
          <ul className="plus-mileage__readings">
            {contract.readings.map((r) => (
              <li key={r.readAt}>
                {t('mileage.reading', {
                  odometer: format.whole(r.odometer),
                  unit,
                  date: format.dateOf(r.readAt),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
