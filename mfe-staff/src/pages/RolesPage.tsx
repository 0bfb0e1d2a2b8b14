import { formatUsd, ROLE_CAPABILITIES, STAFF_CAPABILITY_NAMES, STAFF_LIMITS, STAFF_ROLES, type MoneyLimit } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Stack, Text } from '@storefront/ui';
import { StaffPageIntro } from '../components/StaffPage';
import { StaffTable } from '../components/StaffTable';

/** Who can do what (issue 28 item 1): each capability by role, and what each role may do alone before a second staff member approves. */
export function RolesPage() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const money = (limit: MoneyLimit | null) => (limit ? t('rolesPage.money', { perChange: formatUsd(limit.perChange, locale), perDay: formatUsd(limit.perDay, locale) }) : t('rolesPage.noLimit'));
  return (
    <Stack gap={24}>
      <StaffPageIntro title={t('rolesPage.title')} intro={t('rolesPage.intro')} />
      <StaffTable caption={t('rolesPage.caption')} columns={[t('rolesPage.capability'), ...STAFF_ROLES.map((role) => t(`roles.${role}`))]}>
        {STAFF_CAPABILITY_NAMES.map((capability) => (
          <tr key={capability}>
            <th scope="row">
              {t(`capabilities.${capability}`)} <code>{capability}</code>
            </th>
            {STAFF_ROLES.map((role) => (
              <td key={role}>{ROLE_CAPABILITIES[role].includes(capability) ? t('rolesPage.yes') : t('rolesPage.no')}</td>
            ))}
          </tr>
        ))}
      </StaffTable>
      <StaffTable caption={t('rolesPage.limitsCaption')} columns={[t('rolesPage.limit'), ...STAFF_ROLES.map((role) => t(`roles.${role}`))]}>
        <tr>
          <th scope="row">{t('capabilities.balance.adjust')}</th>
          {STAFF_ROLES.map((role) => (
            <td key={role}>{money(STAFF_LIMITS[role]['balance.adjust'])}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('capabilities.promo-credit.grant')}</th>
          {STAFF_ROLES.map((role) => (
            <td key={role}>{money(STAFF_LIMITS[role]['promo-credit.grant'])}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('capabilities.vouchers.create')}</th>
          {STAFF_ROLES.map((role) => {
            const limit = STAFF_LIMITS[role].vouchers;
            return <td key={role}>{limit ? t('rolesPage.vouchers', { percent: limit.percentMax, fixed: formatUsd(limit.fixedMax, locale) }) : t('rolesPage.noLimit')}</td>;
          })}
        </tr>
      </StaffTable>
      <Text variant="muted">{t('rolesPage.beyond')}</Text>
    </Stack>
  );
}
