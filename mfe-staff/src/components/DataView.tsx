import type { ReactNode } from 'react';
import { translateError, useTranslation, type ApiError } from '@storefront/platform';
import { Alert, Button, EmptyState, Skeleton } from '@storefront/ui';

/** What a console page read: the answer, the failure, whether a read is under way, and how to read again. */
export interface StaffRead<T> {
  data: T | null | undefined;
  error: ApiError | null;
  loading: boolean;
  reload: () => unknown;
}

export interface DataViewProps<T> {
  /** What the page read (a generated query hook through readOf). */
  read: StaffRead<T>;
  /** The empty state's title when `isEmpty` says there is nothing to show. */
  emptyTitle?: string;
  isEmpty?: (data: T) => boolean;
  /** The placeholder's height while the first answer is awaited. */
  height?: number;
  /** Offers to read again after a failure. */
  retry?: boolean;
  children: (data: T) => ReactNode;
}

/** What a console page read, in its states said once: the failure (with a retry), loading, empty, or the data. */
export function DataView<T>({ read, emptyTitle, isEmpty, height = 160, retry = false, children }: DataViewProps<T>) {
  const { t } = useTranslation('staff');
  return (
    <>
      {read.error && (
        <Alert
          tone="danger"
          action={
            retry ? (
              <Button variant="secondary" onClick={() => void read.reload()}>
                {t('actions.retry')}
              </Button>
            ) : undefined
          }
        >
          {translateError(t, read.error)}
        </Alert>
      )}
      {read.loading && !read.data ? <Skeleton height={height} /> : read.data && isEmpty?.(read.data) ? <EmptyState title={emptyTitle ?? ''} /> : read.data && children(read.data)}
    </>
  );
}
