import { useTranslation } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { CHECKOUT_NS } from '../../i18n/register';

export function OutcomeLoading() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Container style={{ paddingTop: 64, paddingBottom: 64 }} aria-busy="true">
      <Spinner size="lg" label={t('outcome.checking')} showLabel />
    </Container>
  );
}
