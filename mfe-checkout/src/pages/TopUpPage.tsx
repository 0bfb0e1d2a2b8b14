import { Guarded, useSearchParams, useTranslation } from '@storefront/platform';
import { Container, PageHeader } from '@storefront/ui';
import { TopUpForm } from '../features/top-up/TopUpForm';
import { CHECKOUT_NS } from '../i18n/register';

/** /top-up (no footer, signed-in): top up the account balance; back here with ?topUpId&sessionId after a failed payment. */
export default function TopUpPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  const [params] = useSearchParams();
  const topUpId = params.get('topUpId');
  const sessionId = params.get('sessionId');
  return (
    <Guarded kind="auth">
      <Container style={{ paddingBottom: 48 }}>
        <PageHeader title={t('topUp.title')} subtitle={t('topUp.subtitle')} />
        <TopUpForm key={`${topUpId ?? ''}:${sessionId ?? ''}`} returned={topUpId ? { topUpId, sessionId } : null} />
      </Container>
    </Guarded>
  );
}
