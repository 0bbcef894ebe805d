// An approved company's administration in the business hub (issue 20 item 3): its data, the travellers
// who book for it (invite by e-mail, remove), its cost centres, its bookings and invoices, and the
// monthly statement. Each change is announced and the lists read again.
import { type ApiClient, asApiError, dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { type genericLegalForms, legalFormsOf } from '@rental/markets/business';
import { Button, FormField, Notice, SelectField, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm, applyFieldErrors } from '../../shared/account-form.tsx';
import { succeeded } from '../../shared/api.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { accountFormatters, formatLocale } from '../../shared/format.ts';
import { emailRule, ruleMessages } from '../../shared/rules.ts';
import type { CompanySummary } from './memberships.ts';

type GenericLegalForm = (typeof genericLegalForms)[number];

async function loadCompany(api: ApiClient, id: string, signal: AbortSignal) {
  const path = { params: { path: { id } }, signal };
  const [detail, people, centres, bookings, invoices] = await Promise.all([
    dataOf(api.GET('/v1/business/companies/{id}', path)),
    dataOf(api.GET('/v1/business/companies/{id}/travellers', path)),
    dataOf(api.GET('/v1/business/companies/{id}/cost-centres', path)),
    dataOf(api.GET('/v1/business/companies/{id}/bookings', path)),
    dataOf(api.GET('/v1/business/companies/{id}/invoices', path)),
  ]);
  return { company: detail.company, ...people, ...centres, ...bookings, ...invoices };
}

export function CompanyAdmin({ company: summary }: { company: CompanySummary }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = summary.id;
  const request = useRequest(`business-company:${id}:${round}`, (signal) => loadCompany(api, id, signal));
  const changed = (message: string) => {
    setFailure(null);
    setDone(message);
    setRound((r) => r + 1);
  };
  const act = async (call: () => Promise<unknown>, message: string, conflict?: string) => {
    setDone(null);
    try {
      await call();
      changed(message);
    } catch (error) {
      const e = asApiError(error);
      setFailure(e.status === 409 && conflict ? conflict : t(failureKey(e) ?? 'errors.unavailable'));
    }
  };
  const remove = (item: Removable) => act(() => succeeded(item.call()), item.done, item.conflict);
  if (request.status === 'idle' || (request.status === 'loading' && round === 0))
    return <p>{t('loading')}</p>;
  if (request.status === 'error') return <Notice tone="error">{t('errors.unavailable')}</Notice>;
  const data = request.status === 'done' ? request.data : undefined;
  if (!data) return <p>{t('loading')}</p>;
  const { company } = data;
  const apiBase = context.apiBaseUrl.replace(/\/+$/, '');
  const address = company.billingAddress;
  const agency = company.kind === 'agency';
  return (
    <>
      <div role="status">{done ? <Notice>{done}</Notice> : null}</div>
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
      <h4>{t('business.details')}</h4>
      <dl className="account__facts">
        {company.legalForm ? (
          <>
            <dt>{t('business.legalForm')}</dt>
            <dd>
              {legalFormsOf(company.country).generic
                ? t(`business.legalForms.${company.legalForm as GenericLegalForm}`)
                : company.legalForm}
            </dd>
          </>
        ) : null}
        {company.registration ? (
          <>
            <dt>{t('business.registration')}</dt>
            <dd>
              <bdi dir="ltr">{company.registration.number}</bdi>
            </dd>
          </>
        ) : null}
        {company.agencyCode ? (
          <>
            <dt>{t('business.agencyCode')}</dt>
            <dd>
              <bdi dir="ltr">{company.agencyCode}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('business.billingAddress')}</dt>
        <dd>
          <bdi>
            {[address.street, `${address.postcode} ${address.city}`.trim(), address.region, address.country]
              .filter(Boolean)
              .join(', ')}
          </bdi>
        </dd>
        <dt>{t('business.contact')}</dt>
        <dd>
          <bdi>{`${company.contact.firstName} ${company.contact.lastName}, ${company.contact.email}`}</bdi>
        </dd>
        {company.kind === 'company' ? (
          <>
            <dt>{t('business.rate')}</dt>
            <dd>{t('business.rateValue', { percent: company.discountPercent })}</dd>
          </>
        ) : (
          <>
            <dt>{t('business.commission')}</dt>
            <dd>{t('business.commissionValue', { percent: company.commissionPercent })}</dd>
          </>
        )}
      </dl>

      <h4>{t(agency ? 'business.agents' : 'business.travellers')}</h4>
      {data.travellers.length <= 1 ? (
        <p>{t(agency ? 'business.agentsEmpty' : 'business.travellersEmpty')}</p>
      ) : null}
      <RemovableList
        onRemove={remove}
        items={data.travellers.map((p) => {
          const name = `${p.firstName} ${p.lastName}`;
          return {
            key: p.userId,
            text: t('business.travellerLine', { name, email: p.email, role: t(`business.role.${p.role}`) }),
            removeLabel: t('business.remove', { name }),
            done: t('business.removed', { name }),
            conflict: t('business.lastAdmin'),
            call: () =>
              api.DELETE('/v1/business/companies/{id}/travellers/{userId}', {
                params: { path: { id, userId: p.userId } },
              }),
          };
        })}
      />
      {data.invitations.length > 0 ? (
        <>
          <h5>{t('business.invitations')}</h5>
          <RemovableList
            onRemove={remove}
            items={data.invitations.map((i) => ({
              key: i.id,
              text: t('business.invitationLine', { email: i.email, date: f.dayOf(i.expiresAt.slice(0, 16)) }),
              removeLabel: t('business.cancelInvitation', { email: i.email }),
              done: t('business.invitationWithdrawn', { email: i.email }),
              call: () =>
                api.DELETE('/v1/business/companies/{id}/invitations/{invitationId}', {
                  params: { path: { id, invitationId: i.id } },
                }),
            }))}
          />
        </>
      ) : null}
      <InviteForm
        companyId={id}
        agency={agency}
        onInvited={(email) => changed(t('business.invited', { email }))}
      />

      <h4>{t('business.costCentres')}</h4>
      {data.costCentres.length === 0 ? <p>{t('business.costCentresEmpty')}</p> : null}
      <RemovableList
        onRemove={remove}
        items={data.costCentres.map((c) => ({
          key: c.id,
          text: t('business.costCentreLine', { code: c.code, name: c.name }),
          removeLabel: t('business.removeCostCentre', { code: c.code }),
          done: t('business.costCentreRemoved', { code: c.code }),
          call: () =>
            api.DELETE('/v1/business/companies/{id}/cost-centres/{costCentreId}', {
              params: { path: { id, costCentreId: c.id } },
            }),
        }))}
      />
      <CostCentreForm companyId={id} onAdded={(code) => changed(t('business.costCentreAdded', { code }))} />

      <h4>{t('business.bookings')}</h4>
      {data.bookings.length === 0 ? (
        <p>{t('business.bookingsEmpty')}</p>
      ) : (
        <ul className="account__history">
          {data.bookings.map((b) => (
            <li key={b.reservationNumber}>
              <bdi>
                {t('business.bookingLine', {
                  number: b.reservationNumber,
                  from: f.dayOf(b.pickup.at),
                  to: f.dayOf(b.return.at),
                  traveller: `${b.traveller.firstName} ${b.traveller.lastName}`,
                  total: f.money(b.total),
                })}
                {b.costCentre ? `, ${t('business.costCentreOf', { code: b.costCentre.code })}` : ''}
              </bdi>
            </li>
          ))}
        </ul>
      )}

      <h4>{t('business.invoices')}</h4>
      {data.invoices.length === 0 ? (
        <p>{t('business.invoicesEmpty')}</p>
      ) : (
        <ul className="account__history">
          {data.invoices.map((i) => (
            <li key={i.number}>
              {t('business.invoiceLine', {
                number: i.number,
                date: f.dayOf(`${i.issuedAt.slice(0, 10)}T12:00`),
                booking: i.bookingNumber,
                total: f.money(i.total),
              })}{' '}
              {/* A file, not a page of the site: the browser downloads it (no client-side navigation). */}
              <a
                href={`${apiBase}/v1/bookings/${encodeURIComponent(i.bookingNumber)}/invoice.pdf`}
                download={`${i.number}.pdf`}
                data-astro-reload
              >
                {t('business.invoicePdf', { number: i.number })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <Statement companyId={id} apiBase={apiBase} />
    </>
  );
}

/** A line of a list the administrator can remove from, and what removing it calls and says. */
interface Removable {
  key: string;
  text: string;
  removeLabel: string;
  /** Announced once removed. */
  done: string;
  /** Said when the API refuses with 409 (the company's last administrator). */
  conflict?: string;
  /** The DELETE call (answered 204 with no body). */
  call: () => Promise<{ error?: unknown; response: Response }>;
}

function RemovableList({ items, onRemove }: { items: Removable[]; onRemove: (item: Removable) => void }) {
  return (
    <ul className="account__history">
      {items.map((item) => (
        <li key={item.key}>
          <bdi>{item.text}</bdi>{' '}
          <Button variant="secondary" onPress={() => onRemove(item)}>
            {item.removeLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function InviteForm({
  companyId,
  agency,
  onInvited,
}: {
  companyId: string;
  /** An agency invites agents, a company travellers. */
  agency: boolean;
  onInvited: (email: string) => void;
}) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const schema = useMemo(() => z.object({ email: emailRule(ruleMessages(t)) }), [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = `business-invite-${companyId}`;
  const emailLabel = t(agency ? 'business.inviteAgentEmail' : 'business.inviteEmail');
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await dataOf(
        api.POST('/v1/business/companies/{id}/travellers', {
          params: { path: { id: companyId } },
          body: { email: email.trim(), locale: context.locale },
        }),
      );
      form.reset({ email: '' });
      onInvited(email.trim());
    } catch (error) {
      const e = asApiError(error);
      if (e.status === 409)
        setFailure(t(e.code === 'already_member' ? 'business.alreadyMember' : 'business.alreadyInvited'));
      else if (!applyFieldErrors(form, e, { email: 'email' }))
        setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('business.invite')}
      fields={[{ path: 'email', id: fieldId, label: emailLabel }]}
    >
      <h5>{t('business.inviteTitle')}</h5>
      <FormField
        form={form}
        name="email"
        id={fieldId}
        label={emailLabel}
        type="email"
        autoComplete="off"
        isRequired
      />
    </AccountForm>
  );
}

const codePattern = /^[A-Za-z0-9-]{1,20}$/;

function CostCentreForm({ companyId, onAdded }: { companyId: string; onAdded: (code: string) => void }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const schema = useMemo(() => {
    const required = t('rules.required');
    return z.object({
      code: z.string().check(
        z.refine((v) => v.trim() !== '', { error: required, abort: true }),
        z.refine((v) => codePattern.test(v.trim()), { error: t('business.costCentreCodeFormat') }),
      ),
      name: z.string().check(
        z.refine((v) => v.trim() !== '', { error: required, abort: true }),
        z.refine((v) => v.trim().length <= 80, { error: t('business.tooLong', { max: 80 }) }),
      ),
    });
  }, [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { code: '', name: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { code: `business-cc-code-${companyId}`, name: `business-cc-name-${companyId}` };
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const body = { code: v.code.trim(), name: v.name.trim() };
      await dataOf(
        api.POST('/v1/business/companies/{id}/cost-centres', { params: { path: { id: companyId } }, body }),
      );
      form.reset({ code: '', name: '' });
      onAdded(body.code);
    } catch (error) {
      const e = asApiError(error);
      if (e.status === 409) setFailure(t('business.costCentreExists'));
      else if (!applyFieldErrors(form, e, { code: 'code', name: 'name' }))
        setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('business.add')}
      fields={[
        { path: 'code', id: ids.code, label: t('business.costCentreCode') },
        { path: 'name', id: ids.name, label: t('business.costCentreName') },
      ]}
    >
      <h5>{t('business.addCostCentre')}</h5>
      <div className="account__pair">
        <FormField
          form={form}
          name="code"
          id={ids.code}
          label={t('business.costCentreCode')}
          hint={t('business.costCentreCodeHint')}
          autoComplete="off"
          isRequired
        />
        <FormField
          form={form}
          name="name"
          id={ids.name}
          label={t('business.costCentreName')}
          autoComplete="off"
          isRequired
        />
      </div>
    </AccountForm>
  );
}

/** The last twelve months, this one first, as 'YYYY-MM'. */
function lastMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

function Statement({ companyId, apiBase }: { companyId: string; apiBase: string }) {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  const months = useMemo(() => lastMonths(), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const name = useMemo(() => {
    const format = new Intl.DateTimeFormat(formatLocale(context), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return (m: string) => format.format(new Date(`${m}-01T00:00:00Z`));
  }, [context]);
  return (
    <>
      <h4>{t('business.statement')}</h4>
      <SelectField
        id={`business-statement-${companyId}`}
        name="month"
        label={t('business.statementMonth')}
        value={month}
        onChange={(value) => setMonth(value)}
        options={months.map((value) => ({ value, label: name(value) }))}
      />
      <p>
        <a
          href={`${apiBase}/v1/business/companies/${encodeURIComponent(companyId)}/statements/${month}`}
          download={`statement-${month}.pdf`}
          data-astro-reload
        >
          {t('business.statementDownload', { month: name(month) })}
        </a>
      </p>
    </>
  );
}
