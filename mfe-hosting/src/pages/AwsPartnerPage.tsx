import { Container, Section } from '@storefront/ui';
import { AwsAccountForm } from '../features/aws-sms/AwsAccountForm';
import { InfoPage } from './InfoPage';

/** /aws-partner: the AWS partner offering, and its order form (an AWS account through the partnership). */
export function AwsPartnerPage() {
  return (
    <>
      <InfoPage page="aws" />
      <Section>
        <Container>
          <AwsAccountForm />
        </Container>
      </Section>
    </>
  );
}
