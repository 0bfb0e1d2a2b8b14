import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/platform';
import { Container, Heading } from '@storefront/ui';
import { StepIndicator } from './StepIndicator';
import { CHECKOUT_NS } from '../../i18n/register';

/** The checkout's frame: its title and the three steps, the current one marked. */
export function CheckoutFrame({ step, children }: { step: 'basket' | 'billing' | 'payment'; children: ReactNode }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Container style={{ paddingTop: 32, paddingBottom: 48 }}>
      <Heading level={1} style={{ marginBottom: 16 }}>
        {step === 'basket' ? t('title') : t('checkoutTitle')}
      </Heading>
      <StepIndicator current={step} />
      {children}
    </Container>
  );
}
