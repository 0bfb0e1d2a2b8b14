import { useMemo } from 'react';
import { formatUsd, type CloudServerOptions } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Grid, Select, Stack, Text } from '@storefront/ui';
import { HOSTING_NS } from '../../../i18n/register';

/** The operating system: a family, then its version; a Windows licence's monthly price is said; its description from the api (x-locale). */
export function OsPicker({ systems, value, onChange }: { systems: CloudServerOptions['operatingSystems']; value: string; onChange: (key: string) => void }) {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const families = useMemo(() => [...new Set(systems.map((os) => os.family))], [systems]);
  const chosen = systems.find((os) => os.key === value) ?? systems[0];
  if (!chosen) return null;
  const versions = systems.filter((os) => os.family === chosen.family);
  return (
    <Stack gap={10}>
      <Grid min={200} gap={12}>
        <Select
          label={t('cloud.osFamily')}
          value={chosen.family}
          onChange={(event) => onChange(systems.find((os) => os.family === event.target.value)!.key)}
          options={families.map((family) => ({ value: family, label: family }))}
        />
        <Select
          label={t('cloud.osVersion')}
          value={chosen.key}
          onChange={(event) => onChange(event.target.value)}
          options={versions.map((os) => ({
            value: os.key,
            label: os.licencePrice > 0 ? t('cloud.osLicensed', { version: os.version, price: formatUsd(os.licencePrice, i18n.language) }) : os.version,
          }))}
        />
      </Grid>
      <Text variant="muted">{chosen.description}</Text>
    </Stack>
  );
}
