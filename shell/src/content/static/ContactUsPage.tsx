import styled from 'styled-components';
import { Badge, Card, Container, DataTable, Grid, Heading, Icon, PageHeader, Section, Stack, Text } from '@storefront/ui';
import { ContactChannelCard } from './ContactChannelCard';
import { ContactForm } from './contact/ContactForm';
import { TextLink } from './TextLink';
import { stringList } from './string-list';
import { useTranslation } from '@storefront/platform';

const OFFICES = ['phnomPenh', 'bangkok'] as const;
const HOURS = ['weekdays', 'saturday', 'sunday'] as const;
const SHORTCUTS = [
  { key: 'refund', to: '/refund-policy' },
  { key: 'sla', to: '/service-level-agreement' },
  { key: 'privacy', to: '/privacy-policy' },
] as const;

const Address = styled.address`
  font-style: normal;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Digits and a leading plus only: "+855 23 901 234" → "tel:+85523901234". */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Contact us (spec §2 /contact-us): 24/7 email, phone lines, the contact form, offices and business hours in Asia/Bangkok time. */
export function ContactUsPage() {
  const { t } = useTranslation('static');
  const email = t('contact.email.address');
  const supportBadge = (
    <Badge tone="success" icon={<Icon name="clock" size={14} />}>
      {t('contact.supportBadge')}
    </Badge>
  );
  return (
    <Container>
      <PageHeader title={t('contact.title')} description={t('contact.subtitle')} />

      <Section spacing="sm" aria-label={t('contact.channelsLabel')}>
        <Grid as="ul" min={260} gap={20} fit>
          <ContactChannelCard
            icon="mail"
            title={t('contact.email.title')}
            description={t('contact.email.description')}
            value={email}
            href={`mailto:${email}`}
            actionLabel={t('contact.email.action')}
            badge={supportBadge}
          />
          {(['phonePhnomPenh', 'phoneBangkok'] as const).map((key) => (
            <ContactChannelCard
              key={key}
              icon="phone"
              title={t(`contact.${key}.title`)}
              description={t(`contact.${key}.description`)}
              value={t(`contact.${key}.number`)}
              href={telHref(t(`contact.${key}.number`))}
              actionLabel={t(`contact.${key}.action`)}
              badge={supportBadge}
            />
          ))}
        </Grid>
      </Section>

      <Section spacing="sm" aria-labelledby="contact-form-title">
        <Stack gap={16}>
          <Stack gap={6}>
            <Heading level={2} id="contact-form-title">
              {t('contact.form.title')}
            </Heading>
            <Text variant="muted">{t('contact.form.description')}</Text>
          </Stack>
          <ContactForm supportEmail={email} />
        </Stack>
      </Section>

      <Section spacing="sm" aria-labelledby="contact-offices">
        <Grid min={300} gap={32} fit>
          <Stack gap={16}>
            <Heading level={2} id="contact-offices">
              {t('contact.officesTitle')}
            </Heading>
            {OFFICES.map((key) => (
              <Card key={key} variant="outline">
                <Stack gap={8}>
                  <Stack direction="row" gap={10} align="center" wrap>
                    <Heading level={3}>{t(`contact.offices.${key}.title`)}</Heading>
                    <Badge tone={key === 'phnomPenh' ? 'info' : 'neutral'}>{t(`contact.offices.${key}.badge`)}</Badge>
                  </Stack>
                  <Address>
                    {stringList(t, `contact.offices.${key}.lines`).map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    ))}
                  </Address>
                </Stack>
              </Card>
            ))}
          </Stack>

          <Stack gap={16} aria-labelledby="contact-hours" as="section">
            <Heading level={2} id="contact-hours">
              {t('contact.hoursTitle')}
            </Heading>
            <DataTable caption={t('contact.hoursCaption')}>
              <thead>
                <tr>
                  <th scope="col">{t('contact.colDays')}</th>
                  <th scope="col">{t('contact.colTime')}</th>
                </tr>
              </thead>
              <tbody>
                {HOURS.map((key) => (
                  <tr key={key}>
                    <th scope="row">{t(`contact.hours.${key}.days`)}</th>
                    <td>{t(`contact.hours.${key}.time`)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Stack direction="row" gap={10} align="start">
              <Icon name="info" size={18} style={{ flexShrink: 0, marginTop: 3 }} />
              <Text variant="muted">{t('contact.hoursNote')}</Text>
            </Stack>
          </Stack>
        </Grid>
      </Section>

      <Section spacing="sm" aria-labelledby="contact-shortcuts">
        <Card variant="flat" padding="lg">
          <Stack gap={16}>
            <Heading level={2} size="card" id="contact-shortcuts">
              {t('contact.shortcutsTitle')}
            </Heading>
            <Grid as="ul" min={220} gap={20} fit>
              {SHORTCUTS.map((item) => (
                <Stack as="li" key={item.key} gap={6}>
                  <Text variant="muted">{t(`contact.shortcuts.${item.key}.text`)}</Text>
                  <div>
                    <TextLink to={item.to}>
                      {t(`contact.shortcuts.${item.key}.link`)}
                      <Icon name="chevron" size={16} />
                    </TextLink>
                  </div>
                </Stack>
              ))}
            </Grid>
          </Stack>
        </Card>
      </Section>
    </Container>
  );
}
