import { useState } from 'react';
import { formatDate, SLA_SERVICE_KIND } from '@storefront/contracts';
import { LocaleLink, translateError, useLocale, useParams, useTranslation } from '@storefront/platform';
import { Alert, Badge, Breadcrumbs, Button, Card, Container, ErrorState, PageHeader, Price, Skeleton, Stack, StatusPage, Text } from '@storefront/ui';
import { isNotFound } from '../features/query-status';
import { AutoRenewSwitch } from '../features/services/AutoRenewSwitch';
import { CloudServerPanel } from '../features/services/CloudServerPanel';
import { HostingPlanChange } from '../features/services/HostingPlanChange';
import { PanelSignInButton } from '../features/services/PanelSignInButton';
import { RenewNowButton } from '../features/services/RenewNowButton';
import { apiErrorOf, STATUS_TONE } from '../features/services/service-status';
import { useCancelServiceMutation, useGetServiceQuery } from '../shared/services-api';
import { SslValidationPanel } from '../features/services/SslValidationPanel';
import { SlaCredits } from '../features/services/SlaCredits';
import { ACCOUNT_NS } from '../i18n/register';

/** /account/services/{id}: one service — its status, term, renewal, auto-renew, renew now, and what its kind has. */
export function ServicePage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const { id = '' } = useParams<{ id: string }>();
  const { data: service, error, isLoading, isError, refetch } = useGetServiceQuery({ params: { id } }, { refetchOnMountOrArgChange: true, pollingInterval: 0 });
  const [cancel, cancelling] = useCancelServiceMutation();
  const [cancelError, setCancelError] = useState<string | null>(null);

  if (isError && isNotFound(error)) {
    return <StatusPage kind="notFound" title={t('services.notFound')} actions={<Button as={LocaleLink} to="/account/services">{t('services.back')}</Button>} />;
  }

  const doCancel = async () => {
    setCancelError(null);
    const result = await cancel({ params: { id } });
    if ('error' in result) {
      const failure = apiErrorOf(result.error);
      setCancelError(failure ? translateError(t, failure) : t('services.saveFailed'));
    }
  };

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs label={t('services.breadcrumbs')}>
            <LocaleLink to="/account/services">{t('services.title')}</LocaleLink>
            <span>{service?.name ?? '…'}</span>
          </Breadcrumbs>
        }
        title={service?.name ?? t('services.loading')}
        subtitle={service ? `${t(`services.kind.${service.kind}`)} · ${service.title}` : undefined}
      />
      <div style={{ maxWidth: 880 }}>
        {isLoading && <Skeleton height={240} />}
        {isError && <ErrorState title={t('services.loadFailed')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {service && (
          <Stack gap={16}>
            {service.status === 'pending' && service.provisioning !== 'validating' && (
              <Alert tone="info" action={<Button size="sm" variant="ghost" onClick={() => void refetch()}>{t('services.refresh')}</Button>}>
                {service.kind === 'domain'
                  ? t(service.provisioning === 'failed' ? 'domains.fulfilmentFailedHint' : 'domains.fulfilmentHint')
                  : t(service.provisioning === 'failed' ? 'services.provisioningRetry' : 'services.provisioning')}
              </Alert>
            )}
            {service.status === 'suspended' && <Alert tone="warning">{t(service.kind === 'domain' ? 'services.domainExpiredHint' : 'services.suspendedHint')}</Alert>}
            {service.status === 'redemption' && <Alert tone="danger">{t('services.redemptionHint')}</Alert>}
            {service.status === 'cancelled' && service.endReason && <Alert tone="info">{t(`services.endReason.${service.endReason}`)}</Alert>}
            <Card>
              <Stack gap={12}>
                <div>
                  <Badge tone={STATUS_TONE[service.status]}>{t(`services.status.${service.status}`)}</Badge>
                </div>
                <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 12, margin: 0 }}>
                  <div>
                    <dt>{t('services.term')}</dt>
                    <dd style={{ margin: 0 }}>{t(`services.termValue.${service.term.unit}`, { count: service.term.period })}</dd>
                  </div>
                  <div>
                    <dt>{t('services.startedOn')}</dt>
                    <dd style={{ margin: 0 }}>{formatDate(service.startsAt, locale)}</dd>
                  </div>
                  <div>
                    <dt>{service.status === 'cancelled' ? t('services.termEnd') : t('services.renewsOn')}</dt>
                    <dd style={{ margin: 0 }}>{formatDate(service.renewsAt, locale)}</dd>
                  </div>
                  {service.status !== 'cancelled' && (
                    <div>
                      <dt>{t('services.nextRenewal')}</dt>
                      <dd style={{ margin: 0 }}>
                        <Price cents={service.renewPrice} size="sm" locale={locale} />
                      </dd>
                    </div>
                  )}
                </dl>
                {service.controlPanelUrl && (
                  <Text style={{ overflowWrap: 'anywhere' }}>
                    {t('services.controlPanel')}{' '}
                    <a href={service.controlPanelUrl} target="_blank" rel="noreferrer noopener">
                      {service.controlPanelUrl}
                    </a>
                  </Text>
                )}
                <PanelSignInButton service={service} />
                {service.status !== 'cancelled' && (
                  <Stack direction="row" gap={24} align="start" style={{ flexWrap: 'wrap' }}>
                    <AutoRenewSwitch service={service} />
                    <RenewNowButton service={service} />
                  </Stack>
                )}
                {service.cancellable && (
                  <div>
                    <Button variant="danger" size="sm" onClick={() => void doCancel()} loading={cancelling.isLoading}>
                      {t('services.cancel')}
                    </Button>
                    <Text variant="small">{t('services.cancelHint')}</Text>
                  </div>
                )}
                {cancelError && (
                  <Text variant="small" role="alert">
                    {cancelError}
                  </Text>
                )}
              </Stack>
            </Card>
            {service.cloudServer && <CloudServerPanel service={service} />}
            <HostingPlanChange service={service} />
            {service.kind === SLA_SERVICE_KIND && <SlaCredits service={service} />}
            {service.sslValidation && <SslValidationPanel service={service} />}
          </Stack>
        )}
      </div>
    </Container>
  );
}
