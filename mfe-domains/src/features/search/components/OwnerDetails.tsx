import styled from 'styled-components';
import type { DomainOwner } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Icon, VisuallyHidden } from '@storefront/ui';
import { DOMAINS_NS } from '../../../i18n/register';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 8px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  div {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  dt {
    display: inline-flex;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Hidden = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 8px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Who holds a taken name: name, phone and email, or that the registry hides them. */
export function OwnerDetails({ owner }: { owner: DomainOwner | null }) {
  const { t } = useTranslation(DOMAINS_NS);
  if (!owner || owner.hidden || !(owner.name || owner.phone || owner.email)) {
    return (
      <Hidden>
        <Icon name="lock" size={14} />
        {t('owner.hidden')}
      </Hidden>
    );
  }
  const fields = [
    { key: 'name', icon: 'user', value: owner.name },
    { key: 'phone', icon: 'phone', value: owner.phone },
    { key: 'email', icon: 'mail', value: owner.email },
  ] as const;
  return (
    <List aria-label={t('owner.label')}>
      {fields
        .filter((field) => field.value)
        .map((field) => (
          <div key={field.key}>
            <dt title={t(`owner.${field.key}`)}>
              <Icon name={field.icon} size={14} />
              <VisuallyHidden>{t(`owner.${field.key}`)}</VisuallyHidden>
            </dt>
            <dd>{field.value}</dd>
          </div>
        ))}
    </List>
  );
}
