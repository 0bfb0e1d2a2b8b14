import { useState } from 'react';
import styled from 'styled-components';
import { LIMITS, websiteNameProblem, type HostingConfigType } from '@storefront/contracts';
import { LocaleLink, translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, media, Stack, TextField } from '@storefront/ui';
import { useLiveQuote } from '../../../shared/use-live-quote';
import { configurationProblem, toQuoteBody, type HostingConfigState } from '../configure-state';
import { useAddHosting } from '../use-add-hosting';
import { useQuoteHostingQuery } from '../../../shared/hosting-api';
import { DomainConnectionFields } from './DomainConnectionFields';
import { PlanFields } from './PlanFields';
import { QuoteSummary } from './QuoteSummary';
import { HOSTING_NS } from '../../../i18n/register';

export const ConfiguratorLayout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

interface Props {
  type: Exclude<HostingConfigType, 'wordpress-hosting'>;
  state: HostingConfigState;
  onChange: (patch: Partial<HostingConfigState>) => void;
  /** The cart item being edited (the basket's "Edit"): saved back instead of added. */
  editing?: string | null;
}

/** The shared and cloud hosting configurator (spec §3 hosting item fields): one page, priced live by the api. */
export function HostingConfigurator({ type, state, onChange, editing = null }: Props) {
  const { t } = useTranslation(HOSTING_NS);
  const quote = useLiveQuote(useQuoteHostingQuery, { params: { type }, body: toQuoteBody(type, state, editing) });
  const { add, busy, error, added } = useAddHosting(type, editing);
  const [tried, setTried] = useState(false);
  const nameProblem = tried ? websiteNameProblem(state.websiteName) : null;
  const submit = () => {
    setTried(true);
    if (!configurationProblem(state)) void add(state);
  };
  return (
    <ConfiguratorLayout>
      <Stack gap={20}>
        <Card>
          <Stack gap={16}>
            <Heading level={2} size="card">
              {t('configure.sections.plan')}
            </Heading>
            <TextField
              label={t(type === 'cloud-hosting' ? 'configure.serverName' : 'configure.websiteName')}
              value={state.websiteName}
              maxLength={LIMITS.serverNameMax}
              onChange={(event) => onChange({ websiteName: event.target.value })}
              error={nameProblem ? translateMessage(t, nameProblem) : undefined}
              hint={t('configure.websiteNameHint', { max: LIMITS.serverNameMax })}
            />
            <PlanFields type={type} state={state} onChange={onChange} />
          </Stack>
        </Card>
        <Card>
          <Stack gap={16}>
            <Heading level={2} size="card">
              {t('configure.sections.domain')}
            </Heading>
            <DomainConnectionFields type={type} state={state} onChange={onChange} showProblem={tried} />
          </Stack>
        </Card>
      </Stack>
      <Stack gap={16}>
        <QuoteSummary {...quote} />
        {error && <Alert tone="danger">{translateMessage(t, error)}</Alert>}
        {added ? (
          <Alert tone="success" action={<Button as={LocaleLink} to="/checkout-basket" size="sm">{t('configure.goToCart')}</Button>}>
            {t(editing ? 'configure.saved' : 'configure.added')}
          </Alert>
        ) : null}
        <Button onClick={submit} loading={busy} fullWidth>
          {t(editing ? 'configure.save' : 'configure.addToCart')}
        </Button>
      </Stack>
    </ConfiguratorLayout>
  );
}
