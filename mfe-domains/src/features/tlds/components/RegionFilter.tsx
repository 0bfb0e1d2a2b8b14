import { TLD_REGIONS } from '@storefront/contracts';
import { SegmentedControl } from '@storefront/ui';
import type { RegionFilter as Region } from '../tlds-args';
import { useTranslation } from '@storefront/platform';
import { DOMAINS_NS } from '../../../i18n/register';

const OPTIONS: Region[] = ['all', ...TLD_REGIONS];

/** Region filter of spec §2: americas, europe, asia, africa, all. */
export function RegionFilter({ value, onChange }: { value: Region; onChange: (region: Region) => void }) {
  const { t } = useTranslation(DOMAINS_NS);
  return (
    <SegmentedControl
      label={t('tlds.regionLabel')}
      value={value}
      onChange={(next) => onChange(next as Region)}
      options={OPTIONS.map((region) => ({ value: region, label: t(`tlds.regions.${region}`) }))}
    />
  );
}
