import { useTranslation } from '@storefront/platform';
import { Card, Heading, Icon, Stack, Tag, Text, type IconName } from '@storefront/ui';
import { IconTile } from '../IconTile';
import { TextLink } from '../TextLink';
import { stringList } from '../string-list';

/** One kind of customer: who they are, what they use, and a link to the product they start with. */
export function SegmentCard({ segment, icon, to }: { segment: string; icon: IconName; to: string }) {
  const { t } = useTranslation('clients');
  const base = `segments.${segment}`;
  const titleId = `clients-segment-${segment}`;
  return (
    <Card as="li" aria-labelledby={titleId}>
      <Stack gap={12} style={{ height: '100%' }}>
        <IconTile aria-hidden>
          <Icon name={icon} size={22} />
        </IconTile>
        <Heading level={3} id={titleId}>
          {t(`${base}.title`)}
        </Heading>
        <Text variant="muted" style={{ flex: 1 }}>
          {t(`${base}.description`)}
        </Text>
        <Stack as="ul" direction="row" gap={6} wrap aria-label={t('usesLabel')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {stringList(t, `${base}.uses`).map((product) => (
            <li key={product}>
              <Tag tone="info">{product}</Tag>
            </li>
          ))}
        </Stack>
        <div>
          <TextLink to={to}>
            {t(`${base}.link`)}
            <Icon name="chevron" size={16} />
          </TextLink>
        </div>
      </Stack>
    </Card>
  );
}
