import styled from 'styled-components';
import { formatDate, type OwnedService } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Price, Text, media } from '@storefront/ui';
import { AutoRenewSwitch } from './AutoRenewSwitch';
import { RenewNowButton } from './RenewNowButton';
import { STATUS_TONE } from './service-status';
import { ACCOUNT_NS } from '../../i18n/register';

const Row = styled.li`
  display: grid;
  gap: 12px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Name = styled.h3`
  margin: 0 0 4px;
  font-size: 18px;
  word-break: break-all;
  a {
    color: inherit;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 8px 16px;
  margin: 10px 0 0;
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  ${media.md} {
    flex-direction: column;
    align-items: flex-end;
  }
`;

/** One service in the list: what it is, its status, term, renewal date and price, the auto-renew switch and renew now. */
export function ServiceRow({ service }: { service: OwnedService }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const headingId = `service-${service.id}`;
  const ended = service.status === 'cancelled';
  return (
    <Row aria-labelledby={headingId}>
      <div>
        <Name id={headingId}>
          <LocaleLink to={`/account/services/${service.id}`}>{service.name}</LocaleLink>
        </Name>
        <Text variant="small">
          {t(`services.kind.${service.kind}`)} · {service.title}
        </Text>
        <div style={{ marginTop: 8 }}>
          <Badge tone={STATUS_TONE[service.status]}>{t(`services.status.${service.status}`)}</Badge>
        </div>
        <Facts>
          <div>
            <dt>{t('services.term')}</dt>
            <dd>{t(`services.termValue.${service.term.unit}`, { count: service.term.period })}</dd>
          </div>
          <div>
            <dt>{ended ? t('services.termEnd') : t('services.renewsOn')}</dt>
            <dd>{formatDate(service.renewsAt, locale)}</dd>
          </div>
          {!ended && (
            <div>
              <dt>{t('services.nextRenewal')}</dt>
              <dd>
                <Price cents={service.renewPrice} size="sm" locale={locale} />
              </dd>
            </div>
          )}
        </Facts>
      </div>
      {!ended && (
        <Side>
          <AutoRenewSwitch service={service} />
          <RenewNowButton service={service} />
        </Side>
      )}
    </Row>
  );
}
