import styled from 'styled-components';
import type { Tld } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Price, Stack, Text } from '@storefront/ui';

const Name = styled.h3`
  margin: 0;
  font-size: 24px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
`;

/** One TLD with its yearly register price; it leads to a domain search for that TLD. */
export function TldCard({ tld }: { tld: Tld }) {
  const { t } = useTranslation('domains');
  return (
    <Card as="li" aria-labelledby={`tld-${tld.tld}`}>
      <Stack gap={10}>
        <Stack direction="row" gap={8} align="center" wrap>
          <Name id={`tld-${tld.tld}`}>.{tld.tld}</Name>
          {tld.tags.map((tag) => (
            <Badge key={tag} tone={tag}>
              {t(`tags.${tag}`)}
            </Badge>
          ))}
        </Stack>
        <Text variant="small">{t('tlds.registerFrom')}</Text>
        <Price cents={tld.registerPrice} suffix={t('tlds.perYear')} />
        <Button as={LocaleLink} to={`/domain/search?tld=${encodeURIComponent(tld.tld)}`} variant="secondary" size="sm" aria-label={t('tlds.searchWith', { tld: `.${tld.tld}` })}>
          {t('tlds.search')}
        </Button>
      </Stack>
    </Card>
  );
}
