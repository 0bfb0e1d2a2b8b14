import { useState } from 'react';
import { useTranslation } from '@storefront/platform';
import { Button, Stack } from '@storefront/ui';
import { readOf, useGetServicePartyStateQuery } from '../shared/staff-api';
import { PartyStateView } from './PartyStateView';

function AskedState({ id }: { id: string }) {
  return <PartyStateView read={readOf(useGetServicePartyStateQuery({ params: { id } }, { refetchOnMountOrArgChange: true }))} />;
}

/** A customer's service at its provider, or domain at the registry (issue 31 item 5): asked live when staff open it. */
export function ServicePartyState({ service }: { service: { id: string; name: string } }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={8}>
      <Button size="sm" variant="secondary" aria-expanded={open} aria-label={t('alerts.party.show', { name: service.name })} onClick={() => setOpen((was) => !was)}>
        {open ? t('alerts.party.hide') : t('alerts.party.check')}
      </Button>
      {open && <AskedState id={service.id} />}
    </Stack>
  );
}
