import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, type Promotion } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Heading, Price, Stack, Text } from '@storefront/ui';

const Code = styled.code`
  padding: 6px 10px;
  border: 1px dashed ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  letter-spacing: 0.04em;
  word-break: break-all;
`;

/** One running promotion in the visitor's language: what it gives, its code, and until when. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const { locale } = useLocale();
  const [copied, setCopied] = useState(false);
  const title = locale === 'km' ? promotion.titleKm : promotion.title;
  const description = locale === 'km' ? promotion.descriptionKm : promotion.description;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(promotion.code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Card as="article" aria-labelledby={`promotion-${promotion.id}`}>
      <Stack gap={12}>
        <div>
          <Badge tone="sale">
            {promotion.discountType === 'percent' ? t('percentOff', { value: promotion.discountValue }) : t('fixedOff')}
            {promotion.discountType === 'fixed' && (
              <>
                {' '}
                <Price cents={promotion.discountValue} size="sm" />
              </>
            )}
          </Badge>
        </div>
        <Heading level={3} as="h2" id={`promotion-${promotion.id}`}>
          {title}
        </Heading>
        <Text variant="muted">{description}</Text>
        <Stack direction="row" gap={8} wrap>
          <Code>{promotion.code}</Code>
          <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('copyLabel', { code: promotion.code })}>
            {copied ? t('copied') : t('copy')}
          </Button>
        </Stack>
        <Text variant="caption">
          {t('validUntil', { date: formatDate(promotion.endsAt, locale) })}
        </Text>
      </Stack>
    </Card>
  );
}
