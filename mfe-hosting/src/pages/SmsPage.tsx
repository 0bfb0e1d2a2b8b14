import { Container, Grid, Section } from '@storefront/ui';
import { SmsBrandNameForm } from '../features/aws-sms/SmsBrandNameForm';
import { SmsServiceForm } from '../features/aws-sms/SmsServiceForm';
import { InfoPage } from './InfoPage';

/** /sms: the SMS offering, and its two order forms: a brand name (sender name) and an SMS package. */
export function SmsPage() {
  return (
    <>
      <InfoPage page="sms" />
      <Section>
        <Container>
          <Grid min={320} gap={20}>
            <SmsServiceForm />
            <SmsBrandNameForm />
          </Grid>
        </Container>
      </Section>
    </>
  );
}
