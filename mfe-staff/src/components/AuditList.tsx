import { useEffect, useState } from 'react';
import { STAFF_AUDIT_AREAS, type StaffAuditArea, type StaffAuditEntry } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Button, Heading, Select, Stack, Text, TextField } from '@storefront/ui';
import styled from 'styled-components';
import { readOf, useListStaffAuditQuery } from '../shared/staff-api';
import { DataView } from './DataView';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    font-size: 0.8125rem;
  }
`;

const Changes = styled.div`
  display: grid;
  gap: 8px;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1));

function Entry({ entry }: { entry: StaffAuditEntry }) {
  const { t } = useTranslation('staff');
  return (
    <li>
      <Stack gap={6}>
        <Text weight="semibold">
          {entry.target} · {entry.action}
        </Text>
        <Text variant="small">{t('audit.by', { actor: entry.actor, at: new Date(entry.at).toLocaleString() })}</Text>
        <Text variant="small">{t('audit.reason', { reason: entry.reason })}</Text>
        <Changes>
          <div>
            <Text variant="caption">{t('audit.before')}</Text>
            <pre>{show(entry.before)}</pre>
          </div>
          <div>
            <Text variant="caption">{t('audit.after')}</Text>
            <pre>{show(entry.after)}</pre>
          </div>
        </Changes>
      </Stack>
    </li>
  );
}

/** Audit entries as a list (newest first), named by `label`. */
export function AuditEntries({ items, label }: { items: StaffAuditEntry[]; label: string }) {
  return (
    <List aria-label={label}>
      {items.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </List>
  );
}

/** The one audit log (issue 18 item 9), filtered by area, actor and target; `area` fixes the area (a page's own changes). */
export function AuditList({ area, target: fixedTarget, title, refresh = 0, filters = false }: { area?: StaffAuditArea; target?: string; title: string; refresh?: number; filters?: boolean }) {
  const { t } = useTranslation('staff');
  const [chosenArea, setChosenArea] = useState<StaffAuditArea | ''>('');
  const [actor, setActor] = useState('');
  const [target, setTarget] = useState('');
  const [query, setQuery] = useState({ actor: '', target: '' });
  const effectiveArea = area ?? (chosenArea || undefined);
  const effectiveTarget = fixedTarget ?? (query.target || undefined);
  // Read afresh whenever the list is shown; a change whose declaration names 'StaffAudit' (a customer's, a remote's)
  // makes it stale, one that does not bumps `refresh` to read it again.
  const result = useListStaffAuditQuery({ query: { area: effectiveArea, actor: query.actor || undefined, target: effectiveTarget, limit: 50 } }, { refetchOnMountOrArgChange: true });
  const { refetch } = result;
  useEffect(() => {
    if (refresh > 0) void refetch();
  }, [refresh, refetch]);
  const audit = readOf(result);
  return (
    <Stack gap={12} as="section" aria-label={title}>
      <Heading level={2} size="card">
        {title}
      </Heading>
      {filters && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ actor: actor.trim(), target: target.trim() });
          }}
        >
          <Stack direction="row" gap={12} wrap align="end" collapseBelow="md">
            <Select label={t('audit.area')} value={chosenArea} onChange={(event) => setChosenArea(event.target.value as StaffAuditArea | '')} options={[{ value: '', label: t('audit.allAreas') }, ...STAFF_AUDIT_AREAS.map((value) => ({ value, label: t(`audit.areas.${value}`) }))]} />
            <TextField label={t('audit.actor')} value={actor} onChange={(event) => setActor(event.target.value)} />
            <TextField label={t('audit.target')} value={target} onChange={(event) => setTarget(event.target.value)} />
            <Button type="submit">{t('audit.filter')}</Button>
          </Stack>
        </form>
      )}
      <DataView read={audit} isEmpty={(data) => data.items.length === 0} emptyTitle={t('audit.empty')}>
        {(data) => <AuditEntries items={data.items} label={title} />}
      </DataView>
    </Stack>
  );
}
