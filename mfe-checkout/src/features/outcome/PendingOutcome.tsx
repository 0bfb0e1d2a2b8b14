import type { TransferInstructions as Instructions } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage, Text } from '@storefront/ui';
import { TransferInstructions } from '../payment';
import { CHECKOUT_NS } from '../../i18n/register';

/** The pending variant of every payment outcome: a bank or wire transfer under review, with what to transfer and how. */
export function PendingOutcome({ description, amount, instructions }: { description: string; amount: string; instructions: Instructions | null | undefined }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Container>
      <StatusPage
        kind="pending"
        title={t('outcome.pendingTitle')}
        description={description}
        actions={
          <Button as={LocaleLink} to="/" variant="secondary">
            {t('outcome.continueShopping')}
          </Button>
        }
      >
        <Text>
          {t('outcome.amountDue')} <strong>{amount}</strong>
        </Text>
        {instructions && <TransferInstructions instructions={instructions} />}
      </StatusPage>
    </Container>
  );
}
