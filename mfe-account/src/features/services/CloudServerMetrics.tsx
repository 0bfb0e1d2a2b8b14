import type { CloudServerMetrics as Metrics } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Card, Heading, ProgressBar, Skeleton, Stack, Text } from '@storefront/ui';
import { METRICS_NS } from './CloudServerMetrics.words';
import { cloudServersApi } from '../../shared/cloud-servers-api';

/** A figure as the page shows it: at most one decimal, none when it is whole. */
const figure = (value: number): string => String(Math.round(value * 10) / 10);

/** The 24 hours' average and peak of one figure of the samples. */
function spread(samples: Metrics['samples'], of: (sample: Metrics['samples'][number]) => number) {
  const values = samples.map(of);
  return { average: values.reduce((sum, value) => sum + value, 0) / values.length, peak: Math.max(...values) };
}

/** A cloud server's use over the last 24 hours (GET /user/cloud-servers/{id}/metrics): CPU and RAM now with their average and peak, the disk, the traffic. */
export function CloudServerMetrics({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation(METRICS_NS);
  const { data, isLoading, isError } = cloudServersApi.useGetCloudServerMetricsQuery({ params: { id: serviceId } });
  const now = data?.samples.at(-1);

  return (
    <Card>
      <Stack gap={12}>
        <Heading level={2} size="card">
          {t('title')}
        </Heading>
        {isLoading && <Skeleton height={96} />}
        {isError && <Text variant="small">{t('loadFailed')}</Text>}
        {data && !now && <Text variant="small">{t('notRunning')}</Text>}
        {data && now && (
          <>
            <ProgressBar
              showLabel
              label={t('cpu')}
              value={now.cpuPercent}
              valueText={t('cpuValue', { now: figure(now.cpuPercent), ...mapped(spread(data.samples, (sample) => sample.cpuPercent)) })}
            />
            <ProgressBar
              showLabel
              label={t('ram')}
              value={now.ramUsedMb}
              max={data.ramMb}
              valueText={t('ramValue', { used: figure(now.ramUsedMb / 1024), total: figure(data.ramMb / 1024) })}
            />
            <ProgressBar
              showLabel
              label={t('disk')}
              value={data.storageUsedGb}
              max={data.storageGb}
              valueText={t('diskValue', { used: figure(data.storageUsedGb), total: data.storageGb })}
            />
            <Text variant="small">
              {t('traffic', {
                count: data.samples.length,
                in: figure(data.samples.reduce((sum, sample) => sum + sample.netInMb, 0) / 1024),
                out: figure(data.samples.reduce((sum, sample) => sum + sample.netOutMb, 0) / 1024),
              })}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

const mapped = ({ average, peak }: { average: number; peak: number }) => ({ average: figure(average), peak: figure(peak) });
