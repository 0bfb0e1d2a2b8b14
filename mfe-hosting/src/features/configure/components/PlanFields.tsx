import { BILLING_TERMS, HOSTING_ADDON_KEYS, HOSTING_ADDONS, type HostingConfigType, type HostingMonths } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Grid, Select, Skeleton, Stack, TextField } from '@storefront/ui';
import { useListProductsQuery } from '../../../shared/catalogue-api';
import type { HostingConfigState } from '../configure-state';
import { HOSTING_NS } from '../../../i18n/register';

interface Props {
  type: HostingConfigType;
  state: HostingConfigState;
  onChange: (patch: Partial<HostingConfigState>) => void;
  show?: { package?: boolean; months?: boolean; addons?: boolean };
}

/** Package, payment plan (billing cycle) and the add-ons (file storage, database storage, IPs) of a hosting plan. */
export function PlanFields({ type, state, onChange, show = { package: true, months: true, addons: true } }: Props) {
  const { t } = useTranslation(HOSTING_NS);
  const { data: plans, isLoading } = useListProductsQuery({ query: { type } });
  return (
    <Stack gap={16}>
      {show.package &&
        (isLoading ? (
          <Skeleton height={56} />
        ) : (
          <Select
            label={t('configure.package')}
            value={state.package}
            onChange={(event) => onChange({ package: event.target.value })}
            options={(plans ?? []).map((plan) => ({ value: plan.key, label: plan.name }))}
          />
        ))}
      {show.months && (
        <Select
          label={t('configure.paymentPlan')}
          value={String(state.months)}
          onChange={(event) => onChange({ months: Number(event.target.value) as HostingMonths })}
          options={BILLING_TERMS[type].terms.map((months) => ({ value: String(months), label: t('plans.months', { count: months }) }))}
        />
      )}
      {show.addons && (
        <Grid min={180} gap={12}>
          {HOSTING_ADDON_KEYS.map((key) => {
            const { min, max, step, unit } = HOSTING_ADDONS[key];
            return (
              <TextField
                key={key}
                type="number"
                inputMode="numeric"
                label={t(`configure.addons.${key}`, { unit })}
                hint={t('configure.addons.range', { min, max, step, unit })}
                min={min}
                max={max}
                step={step}
                value={String(state.addons[key])}
                onChange={(event) => {
                  const value = Math.round(Number(event.target.value) / step) * step;
                  onChange({ addons: { ...state.addons, [key]: Math.min(max, Math.max(min, Number.isFinite(value) ? value : 0)) } });
                }}
              />
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
