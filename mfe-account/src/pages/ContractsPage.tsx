import styled from 'styled-components';
import { contractPagePath, formatDate } from '@storefront/contracts';
import { LocaleLink, toAuthFailure, translateError, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, Container, EmptyState, ErrorState, PageHeader, Skeleton, Stack, Text } from '@storefront/ui';
import { useAcceptAutoSignMutation, useContractsFollowSigning, useGetAutoSignQuery, useListContractsQuery } from '../shared/e-contracts-api';
import { ACCOUNT_NS } from '../i18n/register';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
  }
  li > :first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** /account/contracts: my electronic contracts (pending first in attention, each opening its page) and automatic signing. */
export function ContractsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const contracts = useListContractsQuery(undefined, { refetchOnMountOrArgChange: true });
  useContractsFollowSigning();
  const autoSign = useGetAutoSignQuery();
  const [accept, accepting] = useAcceptAutoSignMutation();
  const items = contracts.data?.items ?? [];
  const pending = items.filter((contract) => !contract.signedAt);

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('contracts.title')} subtitle={t('contracts.subtitle')} />
      <Stack gap={20} style={{ maxWidth: 880 }}>
        {contracts.isLoading && (
          <Stack gap={10} aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        )}
        {contracts.isError && <ErrorState title={t('contracts.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void contracts.refetch()} />}
        {contracts.data && items.length === 0 && <EmptyState icon="shield" compact title={t('contracts.empty')} description={t('contracts.emptyDescription')} />}
        {pending.length > 0 && <Alert tone="warning">{t('contracts.pendingCount', { count: pending.length })}</Alert>}
        {items.length > 0 && (
          <Card>
            <List aria-label={t('contracts.listLabel')}>
              {items.map((contract) => (
                <li key={contract.id}>
                  <Stack gap={2}>
                    <LocaleLink to={contractPagePath(contract)}>{contract.title}</LocaleLink>
                    <Text variant="small">
                      {contract.number} · {formatDate(contract.createdAt, locale)}
                    </Text>
                  </Stack>
                  {contract.signedAt ? (
                    <Badge tone="success">{t('contracts.signedOn', { date: formatDate(contract.signedAt, locale) })}</Badge>
                  ) : (
                    <Button as={LocaleLink} to={contractPagePath(contract)} size="sm">
                      {t('contracts.readAndSign')}
                    </Button>
                  )}
                </li>
              ))}
            </List>
          </Card>
        )}
        <Card as="section" aria-label={t('contracts.autoTitle')}>
          <Stack gap={10}>
            <Text as="h2" style={{ margin: 0, fontWeight: 700 }}>
              {t('contracts.autoTitle')}
            </Text>
            {autoSign.data?.autoSign ? (
              <Text>{t('contracts.autoOn', { date: formatDate(autoSign.data.acceptedAt ?? '', locale) })}</Text>
            ) : (
              <Stack gap={8} align="start">
                <Text>{t('contracts.autoOff')}</Text>
                {accepting.isError && <Alert tone="danger">{translateError(t, toAuthFailure(accepting.error))}</Alert>}
                <Button variant="secondary" loading={accepting.isLoading} disabled={!autoSign.data} onClick={() => void accept()}>
                  {t('contracts.autoAccept')}
                </Button>
              </Stack>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
