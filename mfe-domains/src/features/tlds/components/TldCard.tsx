import styled from 'styled-components';
import { formatUsd, type Tld } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Price, Stack, Text, VisuallyHidden } from '@storefront/ui';
import { DOMAINS_NS } from '../../../i18n/register';

const Name = styled.h2`
  margin: 0;
  font-size: 24px;
  font-weight: 700;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** One TLD with its yearly register and renew price; its name leads to its page, its button to a search. */
export function TldCard({ tld }: { tld: Tld }) {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  return (
    <Card as="li" aria-labelledby={`tld-${tld.tld}`}>
      <Stack gap={10}>
        <Stack direction="row" gap={8} align="center" wrap>
          <Name id={`tld-${tld.tld}`}>
            <LocaleLink to={`/domain/tld/${encodeURIComponent(tld.tld)}`}>.{tld.tld}</LocaleLink>
          </Name>
          {tld.tags.map((tag) => (
            <Badge key={tag} tone={tag} size="sm">
              {t(`tags.${tag}`)}
            </Badge>
          ))}
        </Stack>
        <Text variant="small">{t('tlds.registerFrom')}</Text>
        <Price cents={tld.registerPrice} locale={locale} suffix={t('tlds.perYear')} />
        <Text variant="caption">{t('tlds.renewsAt', { price: formatUsd(tld.renewPrice, locale) })}</Text>
        {/* The visible words start the accessible name ("Search a domain ending in .com"): label in name, WCAG 2.5.3. */}
        <Button as={LocaleLink} to={`/domain/search?tld=${encodeURIComponent(tld.tld)}`} variant="secondary" size="sm">
          {t('tlds.searchDomain')} <VisuallyHidden>{t('tlds.searchEnding', { tld: `.${tld.tld}` })}</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  );
}
