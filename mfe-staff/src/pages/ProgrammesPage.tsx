import styled from 'styled-components';
import { NavLink, Navigate, Route, Routes, useLocale, useTranslation } from '@storefront/platform';
import { Stack } from '@storefront/ui';
import { AuditList } from '../components/AuditList';
import { navLinks } from '../components/nav-links';
import { useDoneNotice } from '../components/DoneNotice';
import { StaffPageIntro } from '../components/StaffPage';
import { useAuditRefresh } from '../components/use-audit-refresh';
import { AffiliatePanel } from './programmes/AffiliatePanel';
import { LoyaltyPanel } from './programmes/LoyaltyPanel';
import { TrialPanel } from './programmes/TrialPanel';
import { WheelsPanel } from './programmes/WheelsPanel';

const PANELS = ['wheels', 'loyalty', 'affiliate', 'trial'] as const;

const Tabs = styled.nav`
  ${navLinks}
`;

/**
 * Programmes (issue 18 item 7): fortune wheels and their prizes, VIP loyalty (tiers, periods, the programme), the
 * affiliate rules and the free trial's settings; every change with a reason, in the audit list beside it.
 */
export function ProgrammesPage() {
  const { t } = useTranslation('staff');
  const { to } = useLocale();
  const { notice, done } = useDoneNotice();
  const audit = useAuditRefresh();
  const changed = (message: string) => {
    done(message);
    audit.bump();
  };
  const panel = (name: (typeof PANELS)[number]) => (
    <Stack gap={32}>
      {name === 'wheels' && <WheelsPanel onChanged={changed} />}
      {name === 'loyalty' && <LoyaltyPanel onChanged={changed} />}
      {name === 'affiliate' && <AffiliatePanel onChanged={changed} />}
      {name === 'trial' && <TrialPanel onChanged={changed} />}
      {name === 'trial' ? (
        // the trial's changes are written with the vouchers (the trial is a voucher offer)
        <AuditList area="voucher" target="trial" title={t('programmes.trial.auditTitle')} refresh={audit.version} />
      ) : (
        <AuditList area="programme" title={t('programmes.auditTitle')} refresh={audit.version} />
      )}
    </Stack>
  );
  return (
    <Stack gap={24}>
      <StaffPageIntro title={t('programmes.title')} intro={t('programmes.intro')} />
      <Tabs aria-label={t('programmes.panels.label')}>
        <ul>
          {PANELS.map((name) => (
            <li key={name}>
              <NavLink to={to(`/staff/programmes/${name}`)}>{t(`programmes.panels.${name}`)}</NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      {notice}
      <Routes>
        <Route index element={<Navigate replace to={to('/staff/programmes/wheels')} />} />
        {PANELS.map((name) => (
          <Route key={name} path={name} element={panel(name)} />
        ))}
        <Route path="*" element={<Navigate replace to={to('/staff/programmes/wheels')} />} />
      </Routes>
    </Stack>
  );
}
