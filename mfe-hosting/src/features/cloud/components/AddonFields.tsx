import { formatUsd, type CloudServerAddonKey, type CloudServerOptions } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Grid, TextField } from '@storefront/ui';
import { HOSTING_NS } from '../../../i18n/register';

interface Props {
  addons: CloudServerOptions['addons'];
  values: Partial<Record<CloudServerAddonKey, number>>;
  storageType: 'hdd' | 'ssd';
  onChange: (key: CloudServerAddonKey, quantity: number) => void;
}

/** The add-ons with their quantities, limits (min, max, step from shared/contracts via the api) and unit prices. */
export function AddonFields({ addons, values, storageType, onChange }: Props) {
  const { t, i18n } = useTranslation(HOSTING_NS);
  return (
    <Grid min={200} gap={12}>
      {addons.map((addon) => {
        const price = storageType === 'hdd' && addon.hddPrice !== null ? addon.hddPrice : addon.price;
        return (
          <TextField
            key={addon.key}
            type="number"
            inputMode="numeric"
            label={t(`cloud.addons.${addon.key}`)}
            min={addon.min}
            max={addon.max}
            step={addon.step}
            value={String(values[addon.key] ?? 0)}
            onChange={(event) => onChange(addon.key, Number(event.target.value))}
            hint={t('cloud.addonHint', { price: formatUsd(price, i18n.language), step: addon.step, unit: addon.unit, max: addon.max })}
          />
        );
      })}
    </Grid>
  );
}
