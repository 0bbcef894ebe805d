// The customer's details (spec §4): who is signed in (signed out: the account's sign-in, which comes back
// to this step, or a new account created here; the order needs an account), names, phone and date of
// birth checked before ordering, and the campaign benefit when the customer's registration gives one
// (the server's quote says so).
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { FormField, Notice, useSchemaForm } from '@rental/ui';
import { quoteOrder, type SignedInUser } from '../../shared/order-api.ts';
import { useSubscription } from '../../shared/services.tsx';
import type { StepProps } from './choice-steps.tsx';
import { orderBody, useKeepTyped } from './draft.ts';
import { InlineSignUp } from './inline-sign-up.tsx';
import { type DetailsValues, detailsSchema } from './schemas.ts';
import { StepFrame } from './step-frame.tsx';

interface Props extends StepProps {
  user: SignedInUser | null;
  /** The account's sign-in, coming back to this step. */
  signInHref: string;
  /** A customer who created their account here, signed in. */
  onSignedUp: (user: SignedInUser) => void;
}

export function DetailsStep({ offer, draft, keep, next, frame, user, signInHref, onSignedUp }: Props) {
  const { t } = useTranslation('subscription');
  const { api, context } = useSubscription();
  const pattern = context.market.formats.date;
  const body = orderBody(offer.id, draft);
  const quote = useRequest(user ? `quote:benefit:${JSON.stringify(body)}` : null, (signal) =>
    quoteOrder(api, body, signal),
  );
  const form = useSchemaForm<DetailsValues>(
    detailsSchema(t, {
      datePattern: pattern,
      minAge: offer.minDriverAge,
      startDate: draft.handover.startDate,
    }),
    {
      defaultValues: {
        ...draft.details,
        firstName: draft.details.firstName || user?.firstName || '',
        lastName: draft.details.lastName || user?.lastName || '',
      },
    },
  );
  useKeepTyped(form, (v) => keep({ details: { ...draft.details, ...v } as DetailsValues }));
  if (!user)
    return (
      <StepFrame {...frame} title={t('funnel.step.details')}>
        <Notice>
          <p>{t('funnel.signInFirst')}</p>
          <p>
            {t('funnel.haveAccount')} <a href={signInHref}>{t('funnel.signIn')}</a>
          </p>
        </Notice>
        <InlineSignUp signInHref={signInHref} onSignedUp={onSignedUp} />
      </StepFrame>
    );
  const campaign = quote.status === 'done' ? quote.data.campaign : null;
  return (
    <StepFrame
      {...frame}
      title={t('funnel.step.details')}
      submitLabel={t('funnel.continue')}
      onSubmit={form.handleSubmit(next)}
    >
      <p className="subscription-funnel__who">
        {t('funnel.signedInAs', { name: `${user.firstName} ${user.lastName}`, email: user.email })}
      </p>
      {campaign ? (
        <Notice>
          {t('funnel.benefitTitle')} {t(`funnel.benefit.${campaign.benefit}`)}
        </Notice>
      ) : null}
      <FormField
        form={form}
        name="firstName"
        id="subscription-firstName"
        label={t('funnel.firstName')}
        autoComplete="given-name"
      />
      <FormField
        form={form}
        name="lastName"
        id="subscription-lastName"
        label={t('funnel.lastName')}
        autoComplete="family-name"
      />
      <FormField
        form={form}
        name="phone"
        id="subscription-phone"
        type="tel"
        label={t('funnel.phone')}
        hint={t('funnel.phoneHint', { prefix: context.market.phonePrefix })}
        autoComplete="tel"
      />
      <FormField
        form={form}
        name="birthDate"
        id="subscription-birthDate"
        label={t('funnel.birthDate')}
        hint={t('funnel.birthDateHint', { pattern })}
        autoComplete="bday"
        inputMode="numeric"
      />
    </StepFrame>
  );
}
