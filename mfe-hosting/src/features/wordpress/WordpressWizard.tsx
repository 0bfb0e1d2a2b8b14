import { useEffect, useState } from 'react';
import { BONUS_OFFERS, HOSTING_REGIONS, LIMITS, WORDPRESS_MAX_PLUGINS, type HostingRegion } from '@storefront/contracts';
import { LocaleLink, translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, ProgressBar, SegmentedControl, Stack, Text, TextField } from '@storefront/ui';
import { useLiveQuote } from '../../shared/use-live-quote';
import { useGetWordpressFreeDomainQuery, useListWordpressPluginsQuery, useListWordpressThemesQuery, useQuoteHostingQuery } from '../../shared/hosting-api';
import { ConfiguratorLayout, DomainConnectionFields, PlanFields, QuoteSummary, toQuoteBody, useAddHosting, type HostingConfigState } from '../configure';
import { ExtrasPicker } from './ExtrasPicker';
import { nextStep, previousStep, stepProblem, WIZARD_STEPS, type WizardStep } from './wizard-steps';
import { HOSTING_NS } from '../../i18n/register';

interface Props {
  step: WizardStep;
  state: HostingConfigState;
  onChange: (patch: Partial<HostingConfigState>) => void;
  /** Moves to another step (a new history entry: Back returns to the step before). */
  onStep: (step: WizardStep) => void;
  /** The cart item being edited (the basket's "Edit"): saved back instead of added. */
  editing?: string | null;
}

/** The WordPress configurator (spec §2): REGION, WEBSITE_NAME, DOMAIN, PACKAGE, THEME, PLUGIN, PAYMENT_PLAN, then a review. */
export function WordpressWizard({ step, state, onChange, onStep, editing = null }: Props) {
  const { t } = useTranslation(HOSTING_NS);
  const quote = useLiveQuote(useQuoteHostingQuery, { params: { type: 'wordpress-hosting' }, body: toQuoteBody('wordpress-hosting', state, editing) });
  const { add, busy, error, added } = useAddHosting('wordpress-hosting', editing);
  const [tried, setTried] = useState(false);
  useEffect(() => setTried(false), [step]);
  const themes = useListWordpressThemesQuery({ body: {} }, { skip: step !== 'THEME' && step !== 'REVIEW' });
  const plugins = useListWordpressPluginsQuery({ body: {} }, { skip: step !== 'PLUGIN' && step !== 'REVIEW' });
  const freeName = state.websiteName.trim();
  const freeDomains = useGetWordpressFreeDomainQuery({ query: { name: freeName } }, { skip: step !== 'DOMAIN' || state.domainKind !== 'new' || !freeName });
  const problem = tried ? stepProblem(step, state) : null;
  const index = WIZARD_STEPS.indexOf(step);
  const next = nextStep(step);
  const previous = previousStep(step);

  const goNext = () => {
    setTried(true);
    if (stepProblem(step, state)) return;
    if (next) onStep(next);
  };

  const body = (() => {
    switch (step) {
      case 'REGION':
        return (
          <SegmentedControl<HostingRegion>
            label={t('wordpress.region')}
            value={state.region}
            onChange={(region) => onChange({ region })}
            options={HOSTING_REGIONS.map((region) => ({ value: region, label: t(`wordpress.regions.${region}`) }))}
          />
        );
      case 'WEBSITE_NAME':
        return (
          <TextField
            label={t('configure.websiteName')}
            hint={t('configure.websiteNameHint', { max: LIMITS.serverNameMax })}
            value={state.websiteName}
            maxLength={LIMITS.serverNameMax}
            onChange={(event) => onChange({ websiteName: event.target.value })}
            error={problem ? translateMessage(t, problem) : undefined}
          />
        );
      case 'DOMAIN':
        return (
          <Stack gap={12}>
            <Text variant="muted">{t('wordpress.freeDomainHint')}</Text>
            <DomainConnectionFields type="wordpress-hosting" state={state} onChange={onChange} showProblem={tried} offers={{ items: freeDomains.data, loading: freeDomains.isFetching }} />
          </Stack>
        );
      case 'PACKAGE':
        return <PlanFields type="wordpress-hosting" state={state} onChange={onChange} show={{ package: true, addons: true }} />;
      case 'THEME':
        return (
          <ExtrasPicker
            extras={themes.data}
            loading={themes.isLoading}
            failed={themes.isError}
            onRetry={() => void themes.refetch()}
            isChosen={(key) => state.theme === key}
            onToggle={(key) => onChange({ theme: state.theme === key ? null : key })}
          />
        );
      case 'PLUGIN':
        return (
          <Stack gap={12}>
            <Text variant="muted">{t('wordpress.pluginLimit', { max: WORDPRESS_MAX_PLUGINS })}</Text>
            <ExtrasPicker
              extras={plugins.data}
              loading={plugins.isLoading}
              failed={plugins.isError}
              onRetry={() => void plugins.refetch()}
              isChosen={(key) => state.plugins.includes(key)}
              onToggle={(key) =>
                onChange({ plugins: state.plugins.includes(key) ? state.plugins.filter((plugin) => plugin !== key) : [...state.plugins, key].slice(0, WORDPRESS_MAX_PLUGINS) })
              }
            />
          </Stack>
        );
      case 'PAYMENT_PLAN':
        return (
          <Stack gap={12}>
            <PlanFields type="wordpress-hosting" state={state} onChange={onChange} show={{ months: true }} />
            <Alert tone="info">{t('wordpress.extraMonthHint', { months: BONUS_OFFERS['wordpress-hosting'].everyMonths, count: BONUS_OFFERS['wordpress-hosting'].months })}</Alert>
          </Stack>
        );
      case 'REVIEW': {
        const themeName = themes.data?.find((theme) => theme.key === state.theme)?.name ?? t('wordpress.noTheme');
        const pluginNames = state.plugins.map((key) => plugins.data?.find((plugin) => plugin.key === key)?.name ?? key);
        const facts: [string, string][] = [
          [t('wordpress.region'), t(`wordpress.regions.${state.region}`)],
          [t('configure.websiteName'), state.websiteName],
          [t('configure.sections.domain'), `${t(`configure.domain.kinds.${state.domainKind ?? 'new'}`)}: ${state.domainValue}`],
          [t('wordpress.steps.THEME'), themeName],
          [t('wordpress.steps.PLUGIN'), pluginNames.length ? pluginNames.join(', ') : t('wordpress.noPlugins')],
          [t('configure.paymentPlan'), t('plans.months', { count: state.months })],
        ];
        return (
          <Stack gap={12}>
            <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 8, margin: 0 }}>
              {facts.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>
                    <Text as="span" variant="muted">
                      {label}
                    </Text>
                  </dt>
                  <dd style={{ margin: 0 }}>
                    <Text as="span" weight="semibold">
                      {value}
                    </Text>
                  </dd>
                </div>
              ))}
            </dl>
            {error && <Alert tone="danger">{translateMessage(t, error)}</Alert>}
            {added && (
              <Alert tone="success" action={<Button as={LocaleLink} to="/checkout-basket" size="sm">{t('configure.goToCart')}</Button>}>
                {t(editing ? 'configure.saved' : 'configure.added')}
              </Alert>
            )}
          </Stack>
        );
      }
    }
  })();

  return (
    <ConfiguratorLayout>
      <Card>
        <Stack gap={20}>
          <Stack gap={8}>
            <Text variant="small">{t('wordpress.progress', { current: index + 1, total: WIZARD_STEPS.length })}</Text>
            <ProgressBar value={((index + 1) / WIZARD_STEPS.length) * 100} label={t('wordpress.progressLabel')} />
          </Stack>
          <Heading level={2} size="card">
            {t(`wordpress.steps.${step}`)}
          </Heading>
          {body}
          {problem && step !== 'WEBSITE_NAME' && step !== 'DOMAIN' && <Alert tone="danger">{translateMessage(t, problem)}</Alert>}
          <Stack direction="row" justify="between" gap={12}>
            {previous ? (
              <Button variant="secondary" onClick={() => onStep(previous)}>
                {t('wordpress.back')}
              </Button>
            ) : (
              <span />
            )}
            {next ? (
              <Button onClick={goNext}>{t('wordpress.next')}</Button>
            ) : (
              <Button onClick={() => void add(state)} loading={busy} disabled={added && !editing}>
                {t(editing ? 'configure.save' : 'configure.addToCart')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Card>
      <QuoteSummary {...quote} />
    </ConfiguratorLayout>
  );
}
