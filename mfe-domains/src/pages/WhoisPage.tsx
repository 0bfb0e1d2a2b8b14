import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDate, type WhoisRecord } from '@storefront/contracts';
import { LocaleLink, translateMessage, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Alert, Badge, Breadcrumbs, Button, Card, Container, ErrorState, Grid, Heading, Icon, PageHeader, Section, Skeleton, Stack, Text, TextField, media } from '@storefront/ui';
import { useGetWhoisQuery } from '../shared/domains-api';
import { validateTransferDomain } from '../features/transfer/transfer-steps';
import { WhoisTransferNote } from '../features/transfer/components/WhoisTransferNote';
import { useErrorText } from '../shared/error-text';
import { DOMAINS_NS } from '../i18n/register';

const Form = styled.form`
  display: grid;
  gap: 12px;
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    button {
      margin-top: 27px;
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 12px 24px;
  margin: 0;
  ${media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }
`;

/** The answer for a registered name: registrar, dates, statuses, name servers, registrant (or hidden). */
function Registered({ record }: { record: Extract<WhoisRecord, { registered: true }> }) {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  const registrant = record.registrant;
  const contact = [
    { key: 'name', value: registrant.name },
    { key: 'organization', value: registrant.organization },
    { key: 'email', value: registrant.email },
    { key: 'phone', value: registrant.phone },
    { key: 'country', value: registrant.country },
  ].filter((field) => field.value);
  return (
    <Grid min={300} gap={20} fit>
      <Card padding="lg">
        <Stack gap={16}>
          <Heading level={3} as="h3">
            {t('whois.registration')}
          </Heading>
          <Facts>
            <dt>{t('whois.registrar')}</dt>
            <dd>{record.registrar}</dd>
            <dt>{t('whois.created')}</dt>
            <dd>{formatDate(record.createdAt, locale)}</dd>
            <dt>{t('whois.updated')}</dt>
            <dd>{formatDate(record.updatedAt, locale)}</dd>
            <dt>{t('whois.expires')}</dt>
            <dd>{formatDate(record.expiresAt, locale)}</dd>
            <dt>{t('whois.statuses')}</dt>
            <dd>
              {record.statuses.length > 0 ? (
                <Stack direction="row" gap={6} wrap>
                  {record.statuses.map((status) => (
                    <Badge key={status} tone="info" size="sm">
                      {status}
                    </Badge>
                  ))}
                </Stack>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('whois.nameServers')}</dt>
            <dd>
              {record.nameServers.length > 0 ? (
                <ul>
                  {record.nameServers.map((server) => (
                    <li key={server}>{server}</li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </dd>
          </Facts>
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack gap={16}>
          <Heading level={3} as="h3">
            {t('whois.registrant')}
          </Heading>
          {registrant.hidden || contact.length === 0 ? (
            <Stack direction="row" gap={8} align="start">
              <Icon name="lock" size={18} />
              <Text>{t('whois.hidden')}</Text>
            </Stack>
          ) : (
            <Facts>
              {contact.map((field) => (
                <div key={field.key} style={{ display: 'contents' }}>
                  <dt>{t(`whois.contact.${field.key}`)}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </Facts>
          )}
        </Stack>
      </Card>
    </Grid>
  );
}

/** /whois — who holds a domain, or that it is free (with the way to register it). */
export function WhoisPage() {
  const { t } = useTranslation(DOMAINS_NS);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const asked = validateTransferDomain(params.get('domain') ?? '');
  const domain = asked.ok ? asked.domain : null;
  const [value, setValue] = useState(params.get('domain') ?? '');
  const [error, setError] = useState<string | null>(null);
  const { currentData: record, error: apiError, isError, isFetching, refetch } = useGetWhoisQuery({ query: { domain: domain ?? '' } }, { skip: !domain });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTransferDomain(value);
    if (!result.ok) {
      setError(translateMessage(t, result.message));
      return;
    }
    setError(null);
    setValue(result.domain);
    setParams({ domain: result.domain });
  };

  return (
    <Container>
      <PageHeader
        title={t('whois.title')}
        subtitle={t('whois.subtitle')}
        breadcrumbs={
          <Breadcrumbs label={t('breadcrumbs')}>
            <LocaleLink to="/domain">{t('landing.crumb')}</LocaleLink>
            <span>{t('whois.crumb')}</span>
          </Breadcrumbs>
        }
      />
      <Section spacing="sm">
        <Stack gap={28}>
          <Card padding="lg">
            {/* Sent as /whois?domain=… before the page is interactive (the server renders the answer), handled here after. */}
            <Form role="search" aria-label={t('whois.formLabel')} onSubmit={submit} method="get" noValidate>
              <TextField
                name="domain"
                label={t('whois.domainLabel')}
                placeholder="example.com"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                error={error ?? undefined}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
              />
              <Button type="submit" startIcon={<Icon name="search" size={18} />} loading={isFetching}>
                {t('whois.submit')}
              </Button>
            </Form>
          </Card>
          {domain && (
            <section aria-labelledby="whois-answer" aria-busy={isFetching || undefined}>
              <Stack gap={16}>
                <Heading level={2} id="whois-answer" style={{ overflowWrap: 'anywhere' }}>
                  {t('whois.answerTitle', { domain })}
                </Heading>
                {isError && !record && <ErrorState compact headingLevel={3} title={errorText(apiError, t('errors.loadTitle'))} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
                {!record && !isError && <Skeleton height={220} />}
                {record && !record.registered && (
                  <Alert
                    tone="success"
                    title={t('whois.available', { domain: record.domain })}
                    action={
                      <Button as={LocaleLink} to={`/domain/search?domain=${encodeURIComponent(record.domain)}`}>
                        {t('whois.register', { domain: record.domain })}
                      </Button>
                    }
                  >
                    {t('whois.availableText')}
                  </Alert>
                )}
                {record && record.registered && <Registered record={record} />}
                {record && record.registered && <WhoisTransferNote domain={record.domain} pendingTransfer={record.pendingTransfer} />}
              </Stack>
            </section>
          )}
        </Stack>
      </Section>
    </Container>
  );
}
