// The vehicle step (issue 22): the car the branch has for this booking, its known damages on the car outline
// with their photos (GET /v1/bookings/{number}/vehicle), the damages the customer reported during this
// booking, and a new damage's report: its photos uploaded, then POST …/damages with a client id kept until
// it is taken (a retry after a lost answer records it once).
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useRef, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import {
  type Damage,
  readReportedDamages,
  readVehicle,
  reportDamage,
  uploadPhoto,
} from '../../shared/booking-api.ts';
import { type DamageReport, DamageReportForm, KnownDamages } from '../../shared/damages/index.ts';

interface Props {
  number: string;
  /** Goes on to the deposit step. */
  onContinue: () => void;
}

export function VehicleStep({ number, onContinue }: Props) {
  const { t } = useTranslation('check-in');
  const { api, context, format } = useAppServices();
  const vehicle = useRequest(`vehicle:${number}`, (signal) => readVehicle(api, number, signal));
  const earlier = useRequest(`damages:${number}`, (signal) => readReportedDamages(api, number, signal));
  const [reported, setReported] = useState<Damage[]>([]);
  const [reporting, setReporting] = useState(false);
  const clientId = useRef<string>(crypto.randomUUID());
  const uploads = useRef(new Map<Blob, string>());

  const report = async ({ area, kind, description, photos }: DamageReport) => {
    const photoUploadIds: string[] = [];
    for (const [index, photo] of photos.entries()) {
      let id = uploads.current.get(photo);
      if (!id) {
        id = await uploadPhoto(context, photo, `damage-${index + 1}.jpg`);
        uploads.current.set(photo, id);
      }
      photoUploadIds.push(id);
    }
    const { damage } = await reportDamage(api, number, {
      clientId: clientId.current,
      stage: 'check-in',
      area,
      kind,
      description,
      photoUploadIds,
    });
    clientId.current = crypto.randomUUID();
    setReported((list) => [...list.filter((d) => d.id !== damage.id), damage]);
  };

  if (vehicle.status === 'idle' || vehicle.status === 'loading') return <Loading label={t('loading')} />;
  if (vehicle.status === 'error')
    return (
      <Notice
        tone="error"
        actions={
          <Button variant="secondary" onPress={vehicle.retry}>
            {t('retry')}
          </Button>
        }
      >
        {vehicle.error.kind === 'invalid-request' ? vehicle.error.message : t('unavailable')}
      </Notice>
    );
  const { vehicle: car, knownDamages } = vehicle.data;
  const known = new Set(knownDamages.map((d) => d.id));
  const mine = [...(earlier.status === 'done' ? earlier.data.damages : []), ...reported].filter(
    (d, i, all) => !known.has(d.id) && all.findIndex((o) => o.id === d.id) === i,
  );
  return (
    <div className="check-in-vehicle">
      <dl className="check-in-facts">
        <div>
          <dt>{t('vehicle.model')}</dt>
          <dd>{car.model}</dd>
        </div>
        <div>
          <dt>{t('vehicle.plate')}</dt>
          <dd>{car.plate}</dd>
        </div>
        <div>
          <dt>{t('vehicle.fuel')}</dt>
          <dd>{t(`vehicle.fuels.${car.fuel}`)}</dd>
        </div>
        <div>
          <dt>{t('vehicle.odometer')}</dt>
          <dd>{`${format.whole(car.odometer)} ${car.unit}`}</dd>
        </div>
      </dl>
      <section aria-labelledby="check-in-known-title">
        <h3 id="check-in-known-title">{t('vehicle.knownTitle')}</h3>
        <p>{t('vehicle.knownText')}</p>
        <KnownDamages damages={knownDamages} headingLevel={4} />
      </section>
      {mine.length > 0 ? (
        <section aria-labelledby="check-in-reported-title">
          <h3 id="check-in-reported-title">{t('vehicle.reportedTitle')}</h3>
          <KnownDamages damages={mine} headingLevel={4} outline={false} />
        </section>
      ) : null}
      <div className="check-in-report">
        <Button
          variant="secondary"
          aria-expanded={reporting}
          aria-controls={reporting ? 'check-in-report' : undefined}
          onPress={() => setReporting((open) => !open)}
        >
          {reporting ? t('vehicle.closeReport') : t('vehicle.report')}
        </Button>
        {reporting ? (
          <div id="check-in-report">
            <DamageReportForm
              onSubmit={report}
              submitLabel={t('vehicle.sendReport')}
              idPrefix="check-in-damage"
              headingLevel={3}
            />
          </div>
        ) : null}
      </div>
      <div className="ui-actions">
        <Button onPress={onContinue}>{t('vehicle.continue')}</Button>
      </div>
    </div>
  );
}
