import styled from 'styled-components';
import type { SslCertificate } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Heading, Price, Stack, Text } from '@storefront/ui';
import { useSslWords } from '../ssl-words';
import { HOSTING_NS } from '../../../i18n/register';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: end;
  }
`;

/** One certificate of the list: its type and level, the 1-year price ("from"), warranty, names, issuance, and its page. */
export function SslCard({ certificate }: { certificate: SslCertificate }) {
  const { t } = useTranslation(HOSTING_NS);
  const words = useSslWords();
  const headingId = `ssl-${certificate.key}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack gap={14}>
        <Stack direction="row" gap={6} wrap>
          <Badge tone="info">{words.type(certificate)}</Badge>
          <Badge tone={certificate.validation === 'EV' ? 'premium' : certificate.validation === 'OV' ? 'success' : 'neutral'}>{certificate.validation}</Badge>
        </Stack>
        <Heading level={3} as="h2" id={headingId}>
          {certificate.name}
        </Heading>
        <Text variant="muted">{certificate.content.summary}</Text>
        <div>
          <Text as="span" variant="muted" style={{ fontSize: 14 }}>
            {t('ssl.from')}{' '}
          </Text>
          <Price cents={certificate.pricePerYear} suffix={t('plans.perYear')} size="lg" />
        </div>
        <Facts>
          <dt>{t('ssl.facts.warranty')}</dt>
          <dd>{words.warranty(certificate)}</dd>
          <dt>{t('ssl.facts.domains')}</dt>
          <dd>{words.domains(certificate)}</dd>
          <dt>{t('ssl.facts.issuance')}</dt>
          <dd>{words.issuance(certificate)}</dd>
        </Facts>
        {/* The visible label carries the name: it is the link's accessible name too (WCAG 2.5.3). */}
        <Button as={LocaleLink} to={`/ssl/${certificate.key}`} fullWidth>
          {t('ssl.view', { name: certificate.name })}
        </Button>
      </Stack>
    </Card>
  );
}
