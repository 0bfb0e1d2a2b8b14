import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BILLING_TERMS, hostingEndpoints, isDomainName, sslNamesProblem, SSL_NAME_MESSAGES, type SslCertificate, type SslYears } from '@storefront/contracts';
import { bus, callEndpoint, fetchCart, toApiError, translateMessage, useAppDispatch, useTranslation } from '@storefront/platform';
import { Alert, Button, Select, Stack, TextField, useTypedBeforeHydration } from '@storefront/ui';
import { HOSTING_NS } from '../../../i18n/register';

const SansField = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-size: 16px;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 0 0 3px rgba(37, 99, 235, 0.3);
  }
`;

const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The names typed for a multi-domain certificate: one per line (commas and spaces also separate them). */
const namesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/**
 * Buying a certificate: the name it protects (a wildcard: the name whose subdomains it covers, `*.` is added),
 * the SANs of a multi-domain certificate within the names its price includes, and the term. Checked here with
 * the rules the api applies (contracts ssl.ts), then added by PUT /api/cart/items/ssl: the one cart is read again
 * and the shell hears of the line (it confirms).
 */
export function SslBuyForm({ certificate }: { certificate: SslCertificate }) {
  const { t } = useTranslation(HOSTING_NS);
  const dispatch = useAppDispatch();
  const sansId = useId();
  const [domain, setDomain] = useState('');
  const [sans, setSans] = useState('');
  const sansRef = useTypedBeforeHydration<HTMLTextAreaElement>(sans);
  const [years, setYears] = useState<SslYears>(BILLING_TERMS.ssl.initial);
  const [problem, setProblem] = useState<{ field: 'domain' | 'sans'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const wildcard = certificate.type === 'wildcard';
  const multi = certificate.type === 'multi-domain';
  const name = domain.trim().toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const extra = multi ? namesOf(sans) : [];
    const invalid = [name, ...extra].find((value) => !isDomainName(value.replace(/^\*\./, '')));
    if (!name || invalid !== undefined) {
      setProblem({ field: invalid === name || !name ? 'domain' : 'sans', message: t('ssl.buy.domainInvalid') });
      return;
    }
    const rule = sslNamesProblem(certificate.type, certificate.domains, name, extra);
    if (rule) {
      const message = translateMessage(t, SSL_NAME_MESSAGES[rule.message].replace('{count}', String(rule.count ?? '')));
      setProblem({ field: rule.message === 'wildcardName' ? 'domain' : 'sans', message });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const cart = await callEndpoint(hostingEndpoints.addSslToCart, { body: { product: certificate.key, years, domain: name, sans: extra } });
      await dispatch(fetchCart());
      // The certificate's line: new, or the one of the same product and name whose term changed.
      const line = cart.items.find((item) => item.type === 'ssl' && item.data.product === certificate.key && item.data.domain === name);
      bus.publish('cart/itemAdded', { items: line ? [line] : cart.items.slice(-1), source: 'mfe-hosting' });
    } catch (caught) {
      const { message, details } = toApiError(caught);
      setProblem({ field: multi && details?.field === 'sans' ? 'sans' : 'domain', message: message ? translateMessage(t, message) : t('errors.addFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('ssl.buy.title')}>
      <Stack gap={14}>
        <TextField
          label={t(wildcard ? 'ssl.buy.wildcardDomain' : 'ssl.buy.domain')}
          name="domain"
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          startAdornment={wildcard ? <span aria-hidden="true">*.</span> : undefined}
          hint={wildcard && name ? t('ssl.buy.wildcardHint', { domain: name }) : t('ssl.buy.domainHint')}
          error={problem?.field === 'domain' ? problem.message : undefined}
          required
        />
        {multi && (
          <Stack gap={6}>
            <Label htmlFor={sansId}>{t('ssl.buy.sans')}</Label>
            <SansField
              ref={sansRef}
              id={sansId}
              name="sans"
              value={sans}
              onChange={(event) => setSans(event.target.value)}
              autoCapitalize="off"
              spellCheck={false}
              aria-describedby={`${sansId}-hint`}
              aria-invalid={problem?.field === 'sans' || undefined}
              $invalid={problem?.field === 'sans'}
            />
            <Hint id={`${sansId}-hint`}>{t('ssl.buy.sansHint', { count: certificate.domains })}</Hint>
            {problem?.field === 'sans' && <Alert tone="danger">{problem.message}</Alert>}
          </Stack>
        )}
        <Select
          label={t('ssl.buy.term')}
          name="years"
          value={String(years)}
          onChange={(event) => setYears(Number(event.target.value) as SslYears)}
          options={BILLING_TERMS.ssl.terms.map((n) => ({ value: String(n), label: t('plans.years', { count: n }) }))}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('ssl.buy.add', { name: certificate.name })}
        </Button>
      </Stack>
    </form>
  );
}
