// The details step (issue 22): the main driver's date of birth, the driving licence (number, country, dates,
// photos of front and back), the identity document (type, number, country, expiry, photo) and up to three
// additional drivers. Photos are resized in the browser (PhotoField), uploaded once each (POST /v1/uploads)
// and named by their upload ids in PUT …/check-in/details. A refusal keeps every answer and shows each
// message on its field and in the error summary, which takes the focus.
import { asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  Button,
  ErrorSummary,
  FormField,
  FormSelectField,
  Notice,
  type SummaryItem,
  summaryItems,
  type UseFormReturn,
  useSchemaForm,
  useWatch,
} from '@rental/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { uploadPhoto } from '../../shared/booking-api.ts';
import { useCountryOptions } from '../../shared/countries.ts';
import { PhotoField } from '../../shared/photos/photo-field.tsx';
import { type CheckIn, saveDetails } from './check-in-api.ts';
import {
  bodyOf,
  type DetailsValues,
  detailsSchema,
  emptyDriver,
  idOf,
  MAX_ADDITIONAL_DRIVERS,
  type PhotoKey,
  placeOf,
  valuesOf,
} from './details-rules.ts';

interface Props {
  checkIn: CheckIn;
  /** The details are saved: the view goes on to the vehicle step. */
  onSaved: (checkIn: CheckIn) => void;
}

const today = () => new Date().toISOString().slice(0, 10);
const PHOTO_KEYS: readonly PhotoKey[] = ['licenceFront', 'licenceBack', 'identity'];

export function DetailsStep({ checkIn, onSaved }: Props) {
  const { t } = useTranslation('check-in');
  const { api, context } = useAppServices();
  const pattern = context.market.formats.date;
  const country = context.market.country;
  const schema = useMemo(
    () =>
      detailsSchema(
        pattern,
        {
          required: t('details.required'),
          invalidDate: t('details.invalidDate', { pattern }),
          documentNumber: t('details.documentNumber'),
          issuedInFuture: t('details.issuedInFuture'),
          expired: t('details.expired'),
          nameLong: t('details.nameLong'),
        },
        today(),
      ),
    [pattern, t],
  );
  const form = useSchemaForm(schema, { defaultValues: valuesOf(checkIn, pattern, country) });
  const drivers = useWatch({ control: form.control, name: 'additionalDrivers' }) ?? [];
  const countries = useCountryOptions();
  // Photos taken now; the check-in's earlier uploads stand in for a photo not taken again.
  const saved: Record<PhotoKey, string | null> = {
    licenceFront: checkIn.licence?.frontUploadId ?? null,
    licenceBack: checkIn.licence?.backUploadId ?? null,
    identity: checkIn.identity?.uploadId ?? null,
  };
  const [photos, setPhotos] = useState<Record<PhotoKey, Blob | null>>({
    licenceFront: null,
    licenceBack: null,
    identity: null,
  });
  const [photoErrors, setPhotoErrors] = useState<Partial<Record<PhotoKey, string>>>({});
  const uploads = useRef(new Map<Blob, string>());
  const [failure, setFailure] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  /** A driver just added or removed: where the focus goes next. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget)?.focus();
  }, [focusTarget]);

  const photoLabels: Record<PhotoKey, string> = {
    licenceFront: t('details.licenceFront'),
    licenceBack: t('details.licenceBack'),
    identity: t('details.identityPhoto'),
  };
  const field = (path: string, label: string) => ({ path, id: idOf(path), label });
  const photoItem = (key: PhotoKey): SummaryItem[] =>
    photoErrors[key]
      ? [{ id: idOf(`photo.${key}`), label: photoLabels[key], message: photoErrors[key] }]
      : [];
  const items: SummaryItem[] = [
    ...summaryItems(form.formState.errors, [
      field('dateOfBirth', t('details.dateOfBirth')),
      field('licence.number', t('details.licenceNumber')),
      field('licence.country', t('details.licenceCountry')),
      field('licence.issuedOn', t('details.issuedOn')),
      field('licence.expiresOn', t('details.licenceExpiresOn')),
    ]),
    ...photoItem('licenceFront'),
    ...photoItem('licenceBack'),
    ...summaryItems(form.formState.errors, [
      field('identity.type', t('details.identityType')),
      field('identity.number', t('details.identityNumber')),
      field('identity.country', t('details.identityCountry')),
      field('identity.expiresOn', t('details.identityExpiresOn')),
    ]),
    ...photoItem('identity'),
    ...drivers.flatMap((_, i) => {
      const named = (key: string, label: string) =>
        field(`additionalDrivers.${i}.${key}`, t('details.driverField', { n: i + 1, field: label }));
      return summaryItems(form.formState.errors, [
        named('firstName', t('details.firstName')),
        named('lastName', t('details.lastName')),
        named('dateOfBirth', t('details.dateOfBirth')),
        named('licenceNumber', t('details.licenceNumber')),
        named('licenceCountry', t('details.licenceCountry')),
        named('licenceIssuedOn', t('details.issuedOn')),
        named('licenceExpiresOn', t('details.expiresOn')),
      ]);
    }),
  ];

  /** The photos missing (neither taken now nor on file), each with its message. */
  const missingPhotos = () => {
    const missing: Partial<Record<PhotoKey, string>> = {};
    for (const key of PHOTO_KEYS) if (!photos[key] && !saved[key]) missing[key] = t('details.photoRequired');
    return missing;
  };

  const upload = async (key: PhotoKey): Promise<string> => {
    const photo = photos[key];
    if (!photo) return saved[key] ?? '';
    const known = uploads.current.get(photo);
    if (known) return known;
    const id = await uploadPhoto(context, photo, `${key}.jpg`);
    uploads.current.set(photo, id);
    return id;
  };

  const showRefusal = (caught: unknown) => {
    const error = asApiError(caught);
    let placed = false;
    const photoMessages: Partial<Record<PhotoKey, string>> = {};
    for (const [path, message] of Object.entries(error.fields)) {
      const place = placeOf(path, drivers.length);
      if (!place) continue;
      placed = true;
      if ('photo' in place) photoMessages[place.photo] = message;
      else form.setError(place.field as never, { message });
    }
    setPhotoErrors(photoMessages);
    if (!placed)
      setFailure(
        error.kind === 'invalid-request' || error.kind === 'not-found' ? error.message : t('unavailable'),
      );
  };

  const submit = form.handleSubmit(
    async (values) => {
      const missing = missingPhotos();
      setPhotoErrors(missing);
      if (Object.keys(missing).length > 0) return;
      try {
        const ids = {
          licenceFront: await upload('licenceFront'),
          licenceBack: await upload('licenceBack'),
          identity: await upload('identity'),
        };
        const answer = await saveDetails(api, checkIn.reservationNumber, bodyOf(values, pattern, ids));
        onSaved(answer.checkIn);
      } catch (caught) {
        showRefusal(caught);
      }
    },
    () => setPhotoErrors(missingPhotos()),
  );

  const addDriver = () => {
    const next = [...form.getValues('additionalDrivers'), emptyDriver(country)];
    form.setValue('additionalDrivers', next);
    setFocusTarget(idOf(`additionalDrivers.${next.length - 1}.firstName`));
  };
  const removeDriver = (index: number) => {
    const next = form.getValues('additionalDrivers').filter((_, i) => i !== index);
    form.clearErrors('additionalDrivers');
    form.setValue('additionalDrivers', next);
    setFocusTarget(`check-in-drivers-title-${next.length}`);
  };

  const dateHint = t('details.dateHint', { pattern });
  const photoField = (key: PhotoKey, hint: string) => (
    <PhotoField
      id={idOf(`photo.${key}`)}
      label={photoLabels[key]}
      hint={saved[key] && !photos[key] ? `${hint} ${t('details.photoOnFile')}` : hint}
      value={photos[key]}
      preparingText={t('details.preparingPhoto')}
      error={photoErrors[key]}
      isRequired={!saved[key]}
      onChange={(photo) => {
        setPhotos((current) => ({ ...current, [key]: photo }));
        setPhotoErrors(({ [key]: _, ...rest }) => rest);
      }}
    />
  );
  return (
    <form
      noValidate
      className="check-in-form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (form.formState.isSubmitting) return;
        setAttempts((n) => n + 1);
        setFailure(null);
        void submit();
      }}
    >
      <ErrorSummary title={t('summary', { count: items.length })} focusKey={attempts} items={items} />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <fieldset className="check-in-fieldset">
        <legend>
          {t('details.driverTitle', { name: `${checkIn.driver.firstName} ${checkIn.driver.lastName}` })}
        </legend>
        <DayField form={form} path="dateOfBirth" label={t('details.dateOfBirth')} hint={dateHint} bday />
      </fieldset>
      <fieldset className="check-in-fieldset">
        <legend>{t('details.licenceTitle')}</legend>
        <FormField
          form={form}
          name="licence.number"
          id={idOf('licence.number')}
          label={t('details.licenceNumber')}
          hint={
            checkIn.licence
              ? t('details.numberOnFile', { last4: checkIn.licence.numberLast4 })
              : t('details.numberHint')
          }
          autoComplete="off"
          maxLength={20}
          isRequired
        />
        <FormSelectField
          form={form}
          name="licence.country"
          id={idOf('licence.country')}
          label={t('details.licenceCountry')}
          options={countries}
          isRequired
        />
        <div className="check-in-pair">
          <DayField form={form} path="licence.issuedOn" label={t('details.issuedOn')} hint={dateHint} />
          <DayField
            form={form}
            path="licence.expiresOn"
            label={t('details.licenceExpiresOn')}
            hint={dateHint}
          />
        </div>
        {photoField('licenceFront', t('details.licenceFrontHint'))}
        {photoField('licenceBack', t('details.licenceBackHint'))}
      </fieldset>
      <fieldset className="check-in-fieldset">
        <legend>{t('details.identityTitle')}</legend>
        <FormSelectField
          form={form}
          name="identity.type"
          id={idOf('identity.type')}
          label={t('details.identityType')}
          placeholder={t('details.choose')}
          options={[
            { value: 'passport', label: t('details.passport') },
            { value: 'national-id', label: t('details.nationalId') },
          ]}
          isRequired
        />
        <FormField
          form={form}
          name="identity.number"
          id={idOf('identity.number')}
          label={t('details.identityNumber')}
          hint={
            checkIn.identity
              ? t('details.numberOnFile', { last4: checkIn.identity.numberLast4 })
              : t('details.numberHint')
          }
          autoComplete="off"
          maxLength={20}
          isRequired
        />
        <FormSelectField
          form={form}
          name="identity.country"
          id={idOf('identity.country')}
          label={t('details.identityCountry')}
          options={countries}
          isRequired
        />
        <DayField
          form={form}
          path="identity.expiresOn"
          label={t('details.identityExpiresOn')}
          hint={dateHint}
        />
        {photoField('identity', t('details.identityPhotoHint'))}
      </fieldset>
      <section aria-labelledby="check-in-drivers-title-0" className="check-in-drivers">
        <h3 id="check-in-drivers-title-0" tabIndex={-1}>
          {t('details.driversTitle')}
        </h3>
        <p className="ui-hint">{t('details.driversHint', { max: MAX_ADDITIONAL_DRIVERS })}</p>
        {drivers.map((_, i) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: drivers have no identity but their place.
            key={i}
            className="check-in-fieldset"
          >
            <legend id={`check-in-drivers-title-${i + 1}`} tabIndex={-1}>
              {t('details.driverN', { n: i + 1 })}
            </legend>
            <div className="check-in-pair">
              <DriverText form={form} index={i} name="firstName" label={t('details.firstName')} />
              <DriverText form={form} index={i} name="lastName" label={t('details.lastName')} />
            </div>
            <DayField
              form={form}
              path={`additionalDrivers.${i}.dateOfBirth`}
              label={t('details.dateOfBirth')}
              hint={dateHint}
            />
            <DriverText form={form} index={i} name="licenceNumber" label={t('details.licenceNumber')} />
            <FormSelectField
              form={form}
              name={`additionalDrivers.${i}.licenceCountry`}
              id={idOf(`additionalDrivers.${i}.licenceCountry`)}
              label={t('details.licenceCountry')}
              options={countries}
              isRequired
            />
            <div className="check-in-pair">
              <DayField
                form={form}
                path={`additionalDrivers.${i}.licenceIssuedOn`}
                label={t('details.issuedOn')}
                hint={dateHint}
              />
              <DayField
                form={form}
                path={`additionalDrivers.${i}.licenceExpiresOn`}
                label={t('details.expiresOn')}
                hint={dateHint}
              />
            </div>
            <Button variant="secondary" onPress={() => removeDriver(i)}>
              {t('details.removeDriver', { n: i + 1 })}
            </Button>
          </fieldset>
        ))}
        {drivers.length < MAX_ADDITIONAL_DRIVERS ? (
          <Button variant="secondary" onPress={addDriver}>
            {t('details.addDriver')}
          </Button>
        ) : null}
      </section>
      <div className="ui-actions">
        {/* Not react-aria's pending state: its announcement names this button, which is gone once the
            step changes (an empty announcement axe reports). A second press while sending does nothing. */}
        <Button type="submit">{form.formState.isSubmitting ? t('sending') : t('details.save')}</Button>
      </div>
    </form>
  );
}

type Form = UseFormReturn<DetailsValues>;

/** A date typed in the market's pattern. */
function DayField(props: { form: Form; path: string; label: string; hint: string; bday?: boolean }) {
  return (
    <FormField
      form={props.form}
      name={props.path as never}
      id={idOf(props.path)}
      label={props.label}
      hint={props.hint}
      inputMode="numeric"
      autoComplete={props.bday ? 'bday' : 'off'}
      maxLength={10}
      isRequired
    />
  );
}

/** A text answer of an additional driver. */
function DriverText(props: { form: Form; index: number; name: string; label: string }) {
  const path = `additionalDrivers.${props.index}.${props.name}`;
  const isName = props.name === 'firstName' || props.name === 'lastName';
  return (
    <FormField
      form={props.form}
      name={path as never}
      id={idOf(path)}
      label={props.label}
      autoComplete="off"
      dir={isName ? 'auto' : undefined}
      maxLength={isName ? 100 : 20}
      isRequired
    />
  );
}
