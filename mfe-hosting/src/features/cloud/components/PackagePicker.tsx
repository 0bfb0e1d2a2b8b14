import type { BabyCloudUsage, CloudServerOptions } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Alert, Badge, Price, Stack } from '@storefront/ui';
import { ChoiceCards } from './ChoiceCards';
import { HOSTING_NS } from '../../../i18n/register';

interface Props {
  packages: CloudServerOptions['packages'];
  value: string;
  storageType: 'hdd' | 'ssd';
  usage: BabyCloudUsage | undefined;
  onChange: (key: string) => void;
}

/** The 10 packages with what each is made of and its monthly price; how many of the 10 baby servers are used, before a baby one is picked. */
export function PackagePicker({ packages, value, storageType, usage, onChange }: Props) {
  const { t, i18n } = useTranslation(HOSTING_NS);
  const full = usage ? usage.used >= usage.limit : false;
  const current = packages.find((p) => p.key === value);
  return (
    <Stack gap={12}>
      {usage && (
        <Alert tone={full ? 'warning' : 'info'}>
          {t('cloud.babyUsage', { used: usage.used, limit: usage.limit })} {full && t('cloud.babyFull')}
        </Alert>
      )}
      <ChoiceCards
        legend={t('cloud.steps.package')}
        name="cloud-package"
        min={220}
        value={value}
        onChange={onChange}
        options={packages.map((p) => ({
          value: p.key,
          // A baby package past the limit cannot be picked (the one already chosen, when editing, stays).
          disabled: p.baby && full && !(current?.baby && p.key === value),
          title: (
            <>
              {p.name}
              {p.bestSeller && (
                <Badge tone="hot" size="sm">
                  {t('plans.bestSeller')}
                </Badge>
              )}
              {p.baby && (
                <Badge tone="info" size="sm">
                  {t('cloud.baby')}
                </Badge>
              )}
            </>
          ),
          detail: (
            <>
              {t('cloud.packageSpec', { vcpu: p.vcpu, ram: p.ramGb, storage: p.storageGb, bandwidth: p.bandwidthTb })}
              <br />
              <Price cents={storageType === 'hdd' ? p.hddPrice : p.price} suffix={t('plans.perMonth')} size="sm" locale={i18n.language} />
            </>
          ),
        }))}
      />
    </Stack>
  );
}
