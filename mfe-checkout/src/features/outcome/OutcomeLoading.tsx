import { useTranslation } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';

export function OutcomeLoading() {
  const { t } = useTranslation('checkout');
  return (
    <Container style={{ paddingTop: 64, paddingBottom: 64 }} aria-busy="true">
      <Spinner size="lg" label={t('outcome.checking')} showLabel />
    </Container>
  );
}
