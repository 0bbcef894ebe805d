// The check-out (return) view (issue 22 §2, §4) on the return page ('/check-out#/booking/{number}[/{step}]'):
// without a number, a field for it; signed out, the account's sign-in (coming back here); a booking not in
// the account, the "add it with its last name" form; before the rental started, when the return opens;
// once returned, the result; else the steps (return-steps.tsx). Without a connection, a return already
// begun on this phone goes on from what the phone kept.
import { asApiError, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import { adoptStyles, type HashRoute } from '@rental/remote-apps/react';
import { Button, Loading, Notice, TextField } from '@rental/ui';
import { useEffect, useRef, useState } from 'react';
import type { Route } from '../../app/routes.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { addBooking } from '../../shared/booking-api.ts';
import styles from './check-out.css?inline';
import { readCheckOut } from './check-out-api.ts';
import { ReturnSteps } from './return-steps.tsx';
import { Returned } from './returned.tsx';

export function CheckOutView(props: HashRoute<Route>) {
  const { t } = useTranslation('check-out');
  // The view's own style sheet, once per page (the app's app.css stays the shell's).
  if (typeof document !== 'undefined') adoptStyles(document, 'check-out-styles', styles);
  const { route } = props;
  return (
    <section aria-labelledby="check-out-title" className="check-out">
      <h2 id="check-out-title" className="check-out__title">
        {t('title')}
      </h2>
      {route.view === 'booking' ? (
        <Booking key={route.number} number={route.number} routing={props} />
      ) : (
        <NumberForm go={props.go} />
      )}
    </section>
  );
}

/** The booking number, when the address has none. */
function NumberForm({ go }: { go: HashRoute<Route>['go'] }) {
  const { t } = useTranslation('check-out');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="check-out__step"
      aria-labelledby="check-out-number-title"
      onSubmit={(event) => {
        event.preventDefault();
        const number = value.replace(/\s/g, '');
        if (!/^\d{10}$/.test(number)) {
          setError(t('numberInvalid'));
          document.getElementById('check-out-number')?.querySelector('input')?.focus();
          return;
        }
        go({ view: 'booking', number });
      }}
    >
      <h3 id="check-out-number-title" className="check-out__step-title">
        {t('numberTitle')}
      </h3>
      <TextField
        id="check-out-number"
        label={t('numberLabel')}
        hint={t('numberHint')}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
        inputMode="numeric"
        autoComplete="off"
        error={error}
        isRequired
      />
      <div className="ui-actions">
        <Button type="submit">{t('continue')}</Button>
      </div>
    </form>
  );
}

function Booking({ number, routing }: { number: string; routing: HashRoute<Route> }) {
  const { t } = useTranslation('check-out');
  const { api, format } = useAppServices();
  const [added, setAdded] = useState(0);
  const request = useRequest(`check-out:${number}:${added}`, (signal) => readCheckOut(api, number, signal));

  if (request.status === 'idle' || request.status === 'loading') return <Loading label={t('loading')} />;
  if (request.status === 'error') {
    const error = request.error;
    if (error.status === 401) return <SignIn />;
    if (error.kind === 'not-found')
      return <AddBooking number={number} onAdded={() => setAdded((n) => n + 1)} />;
    if (error.kind === 'invalid-request') return <Notice tone="error">{error.message}</Notice>;
    // No connection: a return begun on this phone goes on from what the phone kept.
    return <ReturnSteps number={number} checkOut={null} routing={routing} onUnavailable={request.retry} />;
  }
  const checkOut = request.data;
  if (checkOut.status === 'not-open')
    return (
      <Notice>
        <p>
          <strong>{t('notOpenTitle')}</strong>
        </p>
        <p>{t('notOpenText', { date: format.wallClock(checkOut.opensAt) })}</p>
      </Notice>
    );
  if (checkOut.status === 'completed' && checkOut.result)
    return <Returned number={number} checkOut={checkOut} result={checkOut.result} focus={false} />;
  return <ReturnSteps number={number} checkOut={checkOut} routing={routing} onUnavailable={request.retry} />;
}

function SignIn() {
  const { t } = useTranslation('check-out');
  const { context } = useAppServices();
  return (
    <div className="check-out__step">
      <h3 className="check-out__step-title">{t('signInTitle')}</h3>
      <p>{t('signInText')}</p>
      <p>
        <a
          className="ui-button ui-button--primary"
          href={accountHref(context.market.links.account, 'login', currentAddress())}
        >
          {t('signIn')}
        </a>
      </p>
    </div>
  );
}

/** A booking not in the account: added with the driver's last name (POST /v2/users/me/bookings). */
function AddBooking({ number, onAdded }: { number: string; onAdded: () => void }) {
  const { t } = useTranslation('check-out');
  const { api } = useAppServices();
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <form
      noValidate
      className="check-out__step"
      aria-labelledby="check-out-add-title"
      onSubmit={async (event) => {
        event.preventDefault();
        if (lastName.trim() === '') {
          setError(t('lastNameRequired'));
          return;
        }
        setBusy(true);
        try {
          await addBooking(api, number, lastName.trim());
          onAdded();
        } catch (failure) {
          const e = asApiError(failure);
          setError(e.fields.lastName ?? e.message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 id="check-out-add-title" className="check-out__step-title">
        {t('addTitle')}
      </h3>
      <p>{t('addText', { number })}</p>
      <TextField
        id="check-out-last-name"
        label={t('lastName')}
        value={lastName}
        onChange={(next) => {
          setLastName(next);
          setError(undefined);
        }}
        autoComplete="family-name"
        dir="auto"
        error={error}
        inputRef={input}
        isRequired
      />
      <div className="ui-actions">
        <Button type="submit" isDisabled={busy}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
