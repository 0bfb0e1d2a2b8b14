import { useState } from 'react';
import styled from 'styled-components';
import { DOMAIN_DAYS } from '@storefront/contracts';
import { LocaleLink, useLocation, useSearchParams, useTranslation } from '@storefront/platform';
import { Alert, Breadcrumbs, Button, Card, Container, ErrorState, Heading, Icon, PageHeader, Section, Spinner, Stack, Text, media } from '@storefront/ui';
import { useCheckTransferQuery, useVerifyTransferCodeMutation } from '../shared/domains-api';
import { CodeForm, DomainForm, Readiness, SignInPrompt } from '../features/transfer/components/TransferPanels';
import { TransferStepsList } from '../features/transfer/components/TransferStepsList';
import { currentStep, validateTransferDomain } from '../features/transfer/transfer-steps';
import { useAddDomain, useCartDomains } from '../features/cart';
import { useErrorText } from '../shared/error-text';
import { useViewer } from '../shared/use-viewer';
import { DOMAINS_NS } from '../i18n/register';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: 340px minmax(0, 1fr);
    align-items: start;
    gap: 32px;
  }
`;

const Domain = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/**
 * /domain/transfer — the six steps of a transfer in, as a working stepper: sign in (the page follows the
 * store's auth state), the domain, its readiness (the blocker in plain words) and price, the auth/EPP code,
 * then the transfer into the cart and on to checkout.
 */
export function TransferPage() {
  const { t } = useTranslation(DOMAINS_NS);
  const errorText = useErrorText();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { status, signedIn } = useViewer();
  const inCart = useCartDomains();
  const addDomain = useAddDomain();
  const parsed = validateTransferDomain(params.get('domain') ?? '');
  const domain = parsed.ok ? parsed.domain : null;
  const check = useCheckTransferQuery({ query: { domain: domain ?? '' } }, { skip: !signedIn || !domain });
  const [verify, verifying] = useVerifyTransferCodeMutation();
  const [verified, setVerified] = useState<{ domain: string; code: string } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const answer = check.currentData ?? null;
  const step = currentStep({ signedIn, domain, check: answer, verified: Boolean(verified && verified.domain === domain) });
  const added = domain ? inCart.has(domain) : false;

  const chooseDomain = (next: string | null) => {
    setVerified(null);
    setCodeError(null);
    setAddError(null);
    setParams(next ? { domain: next } : {});
  };

  const submitCode = async (code: string) => {
    if (!domain) return;
    setCodeError(null);
    const result = await verify({ body: { domain, authCode: code } });
    if ('error' in result) setCodeError(errorText(result.error));
    else setVerified({ domain, code });
  };

  const addToCart = async () => {
    if (!domain || !verified) return;
    setAdding(true);
    setAddError(null);
    // The page itself confirms (and leads to checkout): no cart-added modal on top of it.
    const outcome = await addDomain({ action: 'transfer', domain, years: 1, authCode: verified.code }, { silent: true });
    setAdding(false);
    if (!outcome.ok) setAddError(errorText(outcome.error, t('errors.addFailed')));
  };

  let panel: React.ReactNode;
  if (status === 'unknown') {
    panel = <Spinner label={t('loading')} />;
  } else if (step === 'signIn') {
    panel = <SignInPrompt returnTo={location.pathname.replace(/^\/km(?=\/)/, '') + location.search} />;
  } else if (step === 'search' || !domain) {
    panel = <DomainForm initial={params.get('domain') ?? ''} onSubmit={chooseDomain} />;
  } else {
    panel = (
      <Stack gap={16}>
        <Stack direction="row" gap={12} justify="between" align="center" wrap>
          <Domain>{domain}</Domain>
          {!added && (
            <Button variant="ghost" size="sm" onClick={() => chooseDomain(null)}>
              {t('transfer.another')}
            </Button>
          )}
        </Stack>
        {check.isError && !answer && (
          <ErrorState compact headingLevel={3} title={errorText(check.error, t('errors.loadTitle'))} retryLabel={t('errors.retry')} onRetry={() => void check.refetch()} />
        )}
        {!answer && !check.isError && <Spinner label={t('transfer.checking', { domain })} showLabel />}
        {answer && <Readiness check={answer} onAnother={() => chooseDomain(null)} onRecheck={() => void check.refetch()} rechecking={check.isFetching} />}
        {step === 'code' && !added && <CodeForm onVerify={(code) => void submitCode(code)} busy={verifying.isLoading} error={codeError} />}
        {step === 'checkout' && !added && (
          <Stack gap={12}>
            <Alert tone="success" title={t('transfer.codeAccepted')}>
              {t('transfer.addText')}
            </Alert>
            {addError && <Alert tone="danger">{addError}</Alert>}
            <div>
              <Button onClick={() => void addToCart()} loading={adding}>
                {t('transfer.add', { domain })}
              </Button>
            </div>
          </Stack>
        )}
        {answer?.transferable && added && (
          <Stack gap={12}>
            <Alert tone="success" title={t('transfer.inCart', { domain })}>
              {t('transfer.afterPayment', { min: DOMAIN_DAYS.transferMin, max: DOMAIN_DAYS.transferMax })}
            </Alert>
            <div>
              <Button as={LocaleLink} to="/checkout-basket" endIcon={<Icon name="chevron" size={18} />}>
                {t('transfer.checkout')}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Container>
      <PageHeader
        title={t('transfer.title')}
        subtitle={t('transfer.subtitle')}
        breadcrumbs={
          <Breadcrumbs label={t('breadcrumbs')}>
            <LocaleLink to="/domain">{t('landing.crumb')}</LocaleLink>
            <span>{t('transfer.crumb')}</span>
          </Breadcrumbs>
        }
      />
      <Section spacing="sm">
        <Layout>
          <Card padding="sm" variant="outline">
            <TransferStepsList current={added && step === 'checkout' ? 'checkout' : step} />
          </Card>
          <Stack gap={20}>
            <Card padding="lg" aria-labelledby="transfer-panel-title">
              <Stack gap={16}>
                <Heading level={3} as="h2" id="transfer-panel-title">
                  {t(`transfer.steps.${step === 'open' ? 'search' : step}.title`)}
                </Heading>
                {panel}
              </Stack>
            </Card>
            <Card variant="flat" padding="lg">
              <Stack gap={8}>
                <Heading level={3} as="h2">
                  {t('transfer.afterTitle')}
                </Heading>
                <Text>{t('transfer.afterPayment', { min: DOMAIN_DAYS.transferMin, max: DOMAIN_DAYS.transferMax })}</Text>
                <Text variant="muted">{t('transfer.afterYear')}</Text>
              </Stack>
            </Card>
          </Stack>
        </Layout>
      </Section>
    </Container>
  );
}
